export { SignInPanel, isSendableEmail, type SignInPanelProps, type SignInResult } from './SignInPanel';
