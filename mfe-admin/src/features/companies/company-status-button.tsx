import { useMutation } from '@tanstack/react-query';
import { setCompanyStatusMutationOptions } from '@groombook/api-client';
import type { Company } from '@groombook/contracts';
import { FailureAlert, showFeedback, successFeedback } from '@groombook/ui';
import { ConfirmButton } from '@groombook/ui/dialogs';

/**
 * Suspend or Reactivate, each asked for with a confirmation first: suspending ends the
 * sessions of every user of the company at once. The toast says what was done.
 */
export function CompanyStatusButton({ company }: { company: Company }) {
  const change = useMutation(setCompanyStatusMutationOptions());
  const suspending = company.status === 'active';
  const users = company.user_count === 1 ? '1 user is' : `${company.user_count} users are`;

  return (
    <>
      <ConfirmButton
        variant="light"
        color={suspending ? 'red' : undefined}
        size="sm"
        aria-label={`${suspending ? 'Suspend' : 'Reactivate'} ${company.name}`}
        title={suspending ? 'Suspend company' : 'Reactivate company'}
        message={
          suspending
            ? `Suspend ${company.name}? Its ${users} signed out at once and cannot sign in until it is reactivated.`
            : `Reactivate ${company.name}? Its users can sign in again.`
        }
        confirmLabel={suspending ? 'Suspend' : 'Reactivate'}
        danger={suspending}
        busy={change.isPending}
        onOpen={() => change.reset()}
        onConfirm={(close) =>
          change.mutate(
            { id: company.id, status: suspending ? 'suspended' : 'active' },
            {
              onSuccess: () => showFeedback(successFeedback(`${company.name} ${suspending ? 'suspended' : 'reactivated'}`)),
              onSettled: close,
            },
          )
        }
      >
        {suspending ? 'Suspend' : 'Reactivate'}
      </ConfirmButton>
      {change.isError && (
        <FailureAlert title={suspending ? 'Failed to suspend company' : 'Failed to reactivate company'} error={change.error} />
      )}
    </>
  );
}
