export { AccountCreated } from './AccountCreated';
export type { AccountCreatedProps, AccountCreatedLabels } from './AccountCreated';
