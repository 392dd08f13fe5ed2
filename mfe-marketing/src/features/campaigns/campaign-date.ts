/** A campaign's date in the short day/month/year form ('01/03/2026'), in the reader's time zone. */
export function formatCampaignDate(iso: string | null): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });
}
