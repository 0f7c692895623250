import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { textAround } from "./text-around";

describe("a message around an element", () => {
  it("puts the element where the message names its value, before, inside or after the text", () => {
    const title = <span lang="es">Sueño</span>;
    const render = (message: (place: string) => string) =>
      renderToStaticMarkup(<p>{textAround(message, title)}</p>);
    expect(render((place) => `I'm interested: ${place}`)).toBe(
      `<p>I&#x27;m interested: <span lang="es">Sueño</span></p>`,
    );
    expect(render((place) => `${place}: me interesa`)).toBe(
      `<p><span lang="es">Sueño</span>: me interesa</p>`,
    );
    expect(render(() => "No value")).toBe("<p>No value</p>");
  });
});
