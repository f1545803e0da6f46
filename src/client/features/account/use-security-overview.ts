import { useQuery } from '@tanstack/react-query';
import { SecurityOverviewSchema, type SecurityOverview } from '../../../contract/sign-in.ts';
import { answerMeta } from '../../lib/api.ts';
import { API_PREFIX, type AccountKind } from '../sign-in/account-kind.ts';

/** The signed-in account's ways in and recent sign-ins (GET .../security). */
export function useSecurityOverview(kind: AccountKind) {
  return useQuery<SecurityOverview | null>({
    queryKey: [`${API_PREFIX[kind]}/security`],
    meta: answerMeta(SecurityOverviewSchema),
  });
}
