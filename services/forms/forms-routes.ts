import type { RoutePlugin } from "../foundation/schemas.ts";
import type { FormsService } from "./forms-service.ts";
import { formDefinitionRoutes } from "./form-definition-routes.ts";
import { formSettingsRoutes } from "./form-settings-routes.ts";
import { formCopyRoutes } from "./form-copy-routes.ts";
import { locationRoutes } from "./location-routes.ts";
import { leadRoutes } from "./lead-routes.ts";
import { leadExportRoutes } from "./lead-export-routes.ts";
import { verificationRoutes } from "./verification-routes.ts";

/**
 * The forms API and the verification calls. Editors and admins manage forms,
 * locations and integrations and read leads (viewers read forms); visitors may read a published
 * form, post a lead to it, verify an e-mail address and a phone number.
 */
export function formsRoutes(forms: FormsService): RoutePlugin {
  return async (app) => {
    // Leads are personal data: no answer about them (lists, one lead, exports and their files, a
    // visitor's own post) may be kept by a browser or a shared cache. Added before the route modules
    // are registered, so each of them inherits it.
    app.addHook("onSend", async (request, reply, payload) => {
      const route = request.routeOptions.url ?? "";
      if (/\/(leads|lead_exports)(\/|$)/.test(route)) reply.header("cache-control", "no-store");
      return payload;
    });

    // In the order the OpenAPI document lists them.
    await app.register(formDefinitionRoutes(forms));
    await app.register(formSettingsRoutes(forms));
    await app.register(formCopyRoutes(forms));
    await app.register(locationRoutes(forms));
    await app.register(leadRoutes(forms));
    await app.register(leadExportRoutes(forms));
    await app.register(verificationRoutes(forms));
  };
}
