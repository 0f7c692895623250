import "./skip-link.css";

/** The id of every page's main region, which the skip link leads to. */
export const MAIN_CONTENT_ID = "main-content";

/**
 * The first thing a keyboard reaches on every page: straight to the page past the header's links. It also
 * works before the app's script has run, as a plain link to the main region; once it has, the focus moves
 * without adding the region's name to the address.
 */
export function SkipLink({ label }: { label: string }) {
  return (
    <a
      className="skip-link"
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        const main = document.getElementById(MAIN_CONTENT_ID);
        if (!main) return;
        event.preventDefault();
        main.focus();
      }}
    >
      {label}
    </a>
  );
}
