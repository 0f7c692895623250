/** The whole schema, as drizzle and drizzle-kit need it in one object (the only barrel file, on purpose). */
export * from "./admin";
export * from "./audit";
export * from "./eligibility";
export * from "./importers";
export * from "./messaging";
export * from "./notifications";
export * from "./participants";
export * from "./reference";
export * from "./screening";
export * from "./single-sign-on";
export * from "./studies";
export * from "./users";
export * from "./volunteers";
