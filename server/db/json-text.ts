/**
 * An answer PostgreSQL already wrote as the contract's JSON, `T`'s: the route sends its text as it is,
 * instead of the driver parsing it into objects that the contract's serializer writes out again (a
 * team's list page). The statement names each field, as the serializer's whitelist would, and the
 * endpoint's tests hold the text to the contract (interested-participants.test.ts).
 */
export class JsonText<T> {
  /** Only the type of what the text holds; never set. */
  declare readonly holds?: T;

  constructor(readonly text: string) {}
}
