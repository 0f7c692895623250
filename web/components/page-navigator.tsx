import { Group, NativeSelect, Pagination } from "@mantine/core";

/** Pagination with a jump-to-page selector covering 1 to the last page (spec 000 §2.3). */
export function PageNavigator(props: { page: number; totalPages: number; onChange: (page: number) => void }) {
  if (props.totalPages <= 1) return null;
  const pages = Array.from({ length: props.totalPages }, (_, index) => String(index + 1));
  return (
    <Group justify="space-between" mt="md">
      <Pagination
        total={props.totalPages}
        value={props.page}
        onChange={props.onChange}
        getControlProps={(control) => ({ "aria-label": `${control} page` })}
        getItemProps={(page) => ({ "aria-label": `Page ${page}` })}
      />
      <NativeSelect
        label="Jump to page"
        data={pages}
        value={String(props.page)}
        onChange={(event) => props.onChange(Number(event.currentTarget.value))}
        w={140}
      />
    </Group>
  );
}
