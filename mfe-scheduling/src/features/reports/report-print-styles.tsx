/**
 * The print view: the page's title, its figures and its three tables on one sheet. The shell's
 * header, the selectors, the buttons and the charts are left out (the tables carry the
 * figures), the type and the rows tighten, and the groomers' and the months' tables sit side by
 * side under the daily one; the summary's four tables follow in one row. Rendered with the page, so it applies only while the page is open.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 12mm; }
  header, nav, [data-print-hide] { display: none !important; }
  .gb-main { padding: 0 !important; min-height: 0 !important; }
  [data-reports-page] { font-size: 8pt; }
  [data-reports-page] h1 { font-size: 14pt; }
  [data-reports-page] h2 { font-size: 9.5pt; }
  [data-report-summary] h2 { font-size: 11pt; }
  [data-reports-page], [data-report-sections], [data-report-section], [data-report-summary] { gap: 2mm !important; }
  [data-report-summary] .mantine-SimpleGrid-root { grid-template-columns: repeat(5, 1fr) !important; gap: 2mm !important; }
  [data-report-summary] .mantine-Paper-root { padding: 1mm 2mm; }
  [data-report-summary] .mantine-Text-root { font-size: 8pt; line-height: 1.2; }
  .gb-report-table th, .gb-report-table td { padding: 0.25mm 2mm !important; font-size: 7.5pt; line-height: 1.15; }
  [data-report-sections] { display: grid !important; grid-template-columns: 1fr 1fr; column-gap: 6mm !important; }
  [data-report-section="daily"] { grid-column: 1 / -1; }
  [data-report-section] .mantine-SimpleGrid-root { display: block; }
  [data-report-summary-sections] { grid-template-columns: repeat(4, 1fr) !important; gap: 2mm 4mm !important; }
  section, table, tr { break-inside: avoid; }
}
`;

export function ReportPrintStyles() {
  return <style>{PRINT_CSS}</style>;
}
