import { afterAll, beforeAll } from "vitest";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";
import { createTestApp, type TestApp } from "./test-app";

/**
 * For a test file about mail that leaves: a test app and a real SMTP server on loopback, started before
 * its tests and closed after them. The properties are set once the file's `beforeAll` has run.
 */
export function appWithMailbox(): { testApp: TestApp; smtp: SmtpSink } {
  const context = {} as { testApp: TestApp; smtp: SmtpSink };
  beforeAll(async () => {
    context.testApp = await createTestApp();
    context.smtp = await startSmtpSink();
  });
  afterAll(async () => {
    await context.smtp?.close();
    await context.testApp?.close();
  });
  return context;
}
