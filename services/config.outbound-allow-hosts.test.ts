import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("OUTBOUND_ALLOW_HOSTS", () => {
  it("accepts host names, addresses and CIDR ranges", () => {
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1, crm.internal, 10.20.0.0/16, ::1" })).not.toThrow();
  });

  it("stops the server on an entry that is none of these, naming it", () => {
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1, https://crm.internal" })).toThrow(ConfigError);
    expect(() => loadConfig({ OUTBOUND_ALLOW_HOSTS: "127.0.0.1, https://crm.internal" })).toThrow(
      /"https:\/\/crm.internal"/,
    );
  });
});
