/**
 * Every action the activity log records, `<entity>.<verb>`. The server's `recordActivity` takes only
 * these, and the web must label each one in both languages (a test checks), so a new write cannot
 * show up in the log as a raw key.
 */
export const ACTIVITY_ACTIONS = [
  'department.create',
  'department.update',
  'role.create',
  'role.update',
  'role.permissionsUpdate',
  'user.create',
  'user.update',
  'user.deactivate',
  'user.reactivate',
  'user.import',
  'user.signUp',
  'user.verified',
  'user.locked',
  'user.passwordChanged',
  'user.passwordSet',
  'user.passwordReset',
  'user.resetLinkSent',
  'user.createFromPreRegistration',
  'userImport.create',
  'userImport.complete',
  'profile.update',
  'profile.picture',
  'session.login',
  'session.loginFailed',
  'session.logout',
  'session.refresh',
  'session.reuseDetected',
  'otp.sent',
  'otp.verified',
  'otp.failed',
  'preRegistration.create',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
