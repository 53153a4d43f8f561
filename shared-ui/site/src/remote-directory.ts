/** The remotes, where the one-process server serves each, and its dev-server port. */
export const remoteDirectory = {
  marketing: { prefix: '/remotes/marketing/', devPort: 5101 },
  blog: { prefix: '/remotes/blog/', devPort: 5102 },
  driverCheckout: { prefix: '/remotes/driver-checkout/', devPort: 5103 },
  partnerForms: { prefix: '/remotes/partner-forms/', devPort: 5104 },
} as const;

export type RemoteName = keyof typeof remoteDirectory;

export const remoteNames = Object.keys(remoteDirectory) as RemoteName[];
