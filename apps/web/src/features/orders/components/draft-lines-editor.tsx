import type { Product } from '@lodestar/contracts';
import { Button, Stack, Title } from '@mantine/core';
import { newLine, type DraftLine } from '../utils/draft-form.ts';
import { DraftLineRow } from './draft-line-row.tsx';

/** The draft's products with their quantities and plan months; at least one line always shows. */
export function DraftLinesEditor({
  lines,
  products,
  onChange,
}: {
  lines: readonly DraftLine[];
  products: readonly Product[];
  onChange: (lines: DraftLine[]) => void;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="draft-products">
      <Title order={2} size="h4" id="draft-products">
        Products
      </Title>
      {lines.map((line, index) => (
        <DraftLineRow
          key={line.key}
          line={line}
          index={index}
          products={products}
          onChange={(next) => onChange(lines.map((l) => (l.key === line.key ? next : l)))}
          onRemove={lines.length > 1 ? () => onChange(lines.filter((l) => l.key !== line.key)) : null}
        />
      ))}
      <Button
        variant="light"
        onClick={() => onChange([...lines, newLine()])}
        style={{ alignSelf: 'flex-start' }}
      >
        Add product
      </Button>
    </Stack>
  );
}
