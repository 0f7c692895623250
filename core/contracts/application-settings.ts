import { z } from "zod";
import { SETTING_VALUE_MAX_LENGTH, SETTING_VALUE_TYPES } from "../rules/application-settings";
import { audience, defineEndpoint } from "./endpoint";
import { EntityIdParam } from "./ids";

/** Spec 001 §3 "Application setting". */
export const ApplicationSetting = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  description: z.string(),
  valueType: z.enum(SETTING_VALUE_TYPES),
  value: z.string(),
});
export type ApplicationSetting = z.infer<typeof ApplicationSetting>;

/** The value is checked against the setting's type by the server (settingValueProblem), 400 otherwise. */
export const ApplicationSettingUpdate = z.object({ value: z.string().max(SETTING_VALUE_MAX_LENGTH) });

const SettingIdParams = z.object({ settingId: EntityIdParam });

/** Application settings for administrators (spec 001 §7). */
export const applicationSettingEndpoints = {
  list: defineEndpoint({
    method: "GET",
    path: "/application-settings/",
    summary: "Every application setting, by group and name",
    audience: audience.role("ADMIN"),
    response: z.array(ApplicationSetting),
  }),
  read: defineEndpoint({
    method: "GET",
    path: "/application-settings/:settingId",
    summary: "One application setting",
    audience: audience.role("ADMIN"),
    params: SettingIdParams,
    response: ApplicationSetting,
  }),
  update: defineEndpoint({
    method: "PUT",
    path: "/application-settings/:settingId",
    summary:
      "Replaces a setting's value; 400 INVALID_SETTING_VALUE with the reason when it does not suit the setting's type",
    audience: audience.role("ADMIN"),
    params: SettingIdParams,
    body: ApplicationSettingUpdate,
    response: ApplicationSetting,
  }),
  refresh: defineEndpoint({
    method: "POST",
    path: "/application-settings/refresh",
    summary: "Makes every running instance read the settings from the database again",
    audience: audience.role("ADMIN"),
  }),
};
