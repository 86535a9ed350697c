/** Where a notification opens the thing it is about (a path; mails put the app's address before it). */
import { paths, profilePaths } from '@/lib/paths';

export const notificationPaths = {
  customerTransport: (id: string) => `${paths.userHome}?transport=${id}`,
  load: (id: string) => `${paths.transporterTransports}?load=${id}`,
  job: (id: string) => `${paths.jobs}?job=${id}`,
  savedSearch: (id: string) => `${paths.transporterTransports}?saved=${id}`,
  security: `${paths.account}?tab=security`,
  userProfile: profilePaths.user,
  companyProfile: profilePaths.company,
};
