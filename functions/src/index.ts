// Entry point: re-exports only. One file per function; logic lives in services/.
export { accountOperations } from './callables/account-operations';
export { affiliateOperations } from './callables/affiliate-operations';
export { billingOperations } from './callables/billing-operations';
export { companyOperations } from './callables/company-operations';
export { contactOperations } from './callables/contact-operations';
export { invitationOperations } from './callables/invitation-operations';
export { ping } from './callables/ping';
export { policyOperations } from './callables/policy-operations';
export { profileOperations } from './callables/profile-operations';
export { session } from './http/session';
export { billingWebhook } from './http/billing-webhook';
export { testCheckout } from './http/test-checkout';
