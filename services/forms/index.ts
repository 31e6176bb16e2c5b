/** The forms domain's public surface: forms, leads, their deliveries (outbox) and exports, the Form block's data. */
import { defineDomain } from "../foundation/domain.ts";
import { formsRoutes } from "./forms-routes.ts";
import { emailVerificationRoutes } from "./email-verification-routes.ts";
import { leadOfficeRoutes } from "./lead-office-routes.ts";
import { createFormsService, type FormsServiceOptions } from "./forms-service.ts";

export type { FormsService } from "./forms-service.ts";
/** The SMTP sender: the orders outbox sends its e-mails through it too (decision 042). */
export { Deliverer, PermanentDeliveryError } from "./deliveries.ts";

export const formsDomain = defineDomain({
  name: "forms",
  create: ({ config, database, limits }, options?: FormsServiceOptions) => ({
    forms: createFormsService(config, database, limits, options),
  }),
  routes: (services) => async (app) => {
    await app.register(formsRoutes(services.forms));
    await app.register(emailVerificationRoutes(services.forms));
    await app.register(leadOfficeRoutes(services.forms.office));
    // The outbox worker delivers leads from every process that serves the API (OUTBOX_WORKER=false
    // turns it off), and stops with it.
    services.forms.start((message) => app.log.warn(message));
    app.addHook("onClose", () => services.forms.stop());
  },
});
