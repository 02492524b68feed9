import type { ButtonProps } from '@mantine/core';
import { ButtonLink } from '../links';
import type { AccountAction } from './nav-items';

type Props = { action: AccountAction; onClick?: () => void } & Pick<
  ButtonProps,
  'fullWidth' | 'size' | 'color' | 'c'
>;

/** The account's main button (see `accountAction`): header, mobile menu, home page. */
export function AccountActionLink({ action, ...props }: Props) {
  if (action.to === '/church-checkout') {
    return (
      <ButtonLink to={action.to} search={{ churchId: action.churchId }} {...props}>
        {action.label}
      </ButtonLink>
    );
  }
  return (
    <ButtonLink to={action.to} {...props}>
      {action.label}
    </ButtonLink>
  );
}
