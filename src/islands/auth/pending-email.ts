/** The email typed at sign-up or reset, offered on the log-in form; cleared once logged in. */
const key = 'tovar-pending-email';

export const pendingEmail = {
  get: (): string => sessionStorage.getItem(key) ?? '',
  set: (email: string): void => sessionStorage.setItem(key, email),
  clear: (): void => sessionStorage.removeItem(key),
};
