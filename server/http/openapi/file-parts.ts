import { FILE_PART } from "../../../core/contracts/endpoint";

type JsonSchema = Record<string, unknown>;
const MARK = Object.keys(FILE_PART)[0] as keyof typeof FILE_PART;

/**
 * A multipart body as a client sends it: the part the contract marks with FILE_PART (what the server
 * makes of the upload: its name, type and bytes) is the file itself, binary, at most the endpoint's limit.
 */
export function multipartAsSent(body: unknown, maxBytes: number): unknown {
  if (typeof body !== "object" || body === null) return body;
  const schema = body as JsonSchema;
  const properties = schema.properties as Record<string, JsonSchema> | undefined;
  if (!properties) return body;
  return {
    ...schema,
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, property]) => [
        name,
        property[MARK]
          ? {
              type: "string",
              format: "binary",
              maxLength: maxBytes,
              description: `The file, at most ${maxBytes} bytes`,
            }
          : property,
      ]),
    ),
  };
}
