// Apart from SignInPanel, a client component, so that server code can call it.
/** Product §5: an address is sendable when it is not empty and has an '@'. */
export function isSendableEmail(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length > 0 && trimmed.includes('@');
}
