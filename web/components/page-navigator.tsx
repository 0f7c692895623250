import { Group, NativeSelect, Pagination } from "@mantine/core";

type PageControl = "first" | "previous" | "next" | "last";

/** The navigator's words; the staff pages' English unless a page in another language passes its own. */
export interface PageNavigatorLabels {
  jumpToPage: string;
  page: (page: number) => string;
  control: Record<PageControl, string>;
}

const ENGLISH: PageNavigatorLabels = {
  jumpToPage: "Jump to page",
  page: (page) => `Page ${page}`,
  control: { first: "first page", previous: "previous page", next: "next page", last: "last page" },
};

/** Pagination with a jump-to-page selector covering 1 to the last page (spec 000 §2.3). */
export function PageNavigator(props: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  labels?: PageNavigatorLabels;
}) {
  if (props.totalPages <= 1) return null;
  const labels = props.labels ?? ENGLISH;
  const pages = Array.from({ length: props.totalPages }, (_, index) => String(index + 1));
  return (
    <Group justify="space-between" mt="md">
      <Pagination
        total={props.totalPages}
        value={props.page}
        onChange={props.onChange}
        getControlProps={(control) => ({ "aria-label": labels.control[control] })}
        getItemProps={(page) => ({ "aria-label": labels.page(page) })}
      />
      <NativeSelect
        label={labels.jumpToPage}
        data={pages}
        value={String(props.page)}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
        w={140}
      />
    </Group>
  );
}
