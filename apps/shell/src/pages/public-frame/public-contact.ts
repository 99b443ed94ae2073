/**
 * Where customers write about their account, privacy or authorisation. The address is the product's
 * customer-service mailbox; deployments that use another one change it here.
 */
export const SERVICE_EMAIL = 'service@toufang.example.com';
