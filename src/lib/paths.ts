/** The routes of the spec's route table (section 2) that code links to or sends people to. */
export const paths = {
  landing: '/',
  home: '/home',
  help: '/home/help',
  support: '/home/help#support',
  terms: '/home/help/terms',
  logIn: '/home/user/log-in',
  logOut: '/home/user/log-out',
  signUp: '/home/user/sign-up',
  forgot: '/home/user/forgot',
  resetPassword: '/home/user/reset-password',
  platform: '/platform',
  account: '/platform/account',
  notifications: '/platform/notifications',
  messages: '/platform/messages',
  userHome: '/platform/user',
  createTransport: '/platform/user/create',
  transporterHome: '/platform/transporter',
  transporterTransports: '/platform/transporter/transports',
  jobs: '/platform/transporter/jobs',
  fleet: '/platform/transporter/fleet',
  live: '/platform/transporter/live',
} as const;

/** The public pages, prerendered in every language (English unprefixed). */
export const publicPaths = [paths.landing, paths.home, paths.help, paths.terms] as const;

/** One message thread, selected on the messages page (issue 27). */
export const threadPath = (threadId: string) => `${paths.messages}?thread=${encodeURIComponent(threadId)}`;

/** A person's and a company's public profile. */
export const profilePaths = {
  user: (id: string) => `/platform/profile/user/${id}`,
  company: (id: string) => `/platform/profile/company/${id}`,
};
