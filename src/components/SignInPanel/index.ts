export { SignInPanel, type SignInPanelProps, type SignInResult } from './SignInPanel';
export { isSendableEmail } from './email';
