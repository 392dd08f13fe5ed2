import { useQuery } from '@tanstack/react-query';
import { meQueryOptions } from '@groombook/api-client';
import type { Role } from '@groombook/domain';
import { ROUTES } from '@groombook/routes';
import { LinkButton, Page, Paper, Stack, Text } from '@groombook/ui';

/** Who may open a page of `minRole`, in words. */
const WHO: Record<Role, string> = {
  user: 'everyone signed in',
  staff: 'staff and admins',
  admin: 'admins',
  superadmin: 'super admins',
};

/**
 * Why the page is not shown, and whom to ask: "Marketing is for admins. Ask an admin of Happy
 * Paws Grooming if you need it." A super admin's page is the platform's: nobody of the salon can
 * open it for them.
 */
export function notAllowedWords(page: string, minRole: Role, companyName: string | null): string[] {
  const reason = `${page} is for ${WHO[minRole]}.`;
  if (minRole === 'superadmin') return [reason];
  return [reason, `Ask an admin of ${companyName ?? 'your salon'} if you need it.`];
}

export const NOT_ALLOWED_TITLE = "You can't open this page";

/** In the place of a page the signed-in user's role may not open: why, in words, and the way Home. */
export function NotAllowedPage({ page, minRole }: { page: string; minRole: Role }) {
  // The company's name comes with /api/me (not part of the session); until then, "your salon".
  const me = useQuery(meQueryOptions());
  return (
    <Page title={NOT_ALLOWED_TITLE}>
      <Paper withBorder p="lg" maw={640}>
        <Stack>
          {notAllowedWords(page, minRole, me.data?.company_name ?? null).map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <div>
            <LinkButton to={ROUTES.home.path}>Go to Home</LinkButton>
          </div>
        </Stack>
      </Paper>
    </Page>
  );
}
