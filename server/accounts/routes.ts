import type { TypedApp } from '../http/types.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { Throttle } from '../auth/throttle.ts';
import { createMailer } from '../mail/mailer.ts';
import { approvalRoutes } from './approval.ts';
import type { AccountsDeps } from './context.ts';
import { lookupRoutes } from './lookups.ts';
import { passwordResetRoutes } from './password-reset.ts';
import { registerRoleRoutes } from './register-role.ts';
import { registerRoutes } from './register.ts';
import { ssoRoutes } from './sso.ts';
import { verificationRoutes } from './verification.ts';

/** The account flows: registration, email verification, approval, password reset and SSO (issue #5). */
export async function accountRoutes(app: TypedApp, options: { config: AppConfig; db: Database }) {
  const mailer = createMailer(options.config, app.log);
  app.addHook('onClose', async () => mailer.close());
  const deps: AccountsDeps = { ...options, mailer, throttle: new Throttle(options.db) };
  lookupRoutes(app, deps);
  registerRoutes(app, deps);
  verificationRoutes(app, deps);
  registerRoleRoutes(app, deps);
  approvalRoutes(app, deps);
  passwordResetRoutes(app, deps);
  ssoRoutes(app, deps);
}
