import type { ImportSheet } from '@giapha/contract';
import { ScrollArea, Select, SimpleGrid, Stack, Switch, Table, Text } from '@mantine/core';
import { columnCount, columnLabel, type DraftMapping, MAPPING_FIELDS, SAMPLE_ROWS } from './importMapping.ts';

function SampleTable({ sheet }: { sheet: ImportSheet }) {
  const count = columnCount(sheet);
  const indexes = Array.from({ length: count }, (_, index) => index);
  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table
        withTableBorder
        withColumnBorders
        striped
        fz="xs"
        aria-label="Những dòng đầu của tệp"
        style={{ minWidth: count * 110 }}
      >
        <Table.Thead>
          <Table.Tr>
            {indexes.map((index) => (
              <Table.Th key={index} style={{ whiteSpace: 'nowrap' }}>
                {columnLabel(sheet, index)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sheet.rows.slice(0, SAMPLE_ROWS).map((row, rowIndex) => (
            // The rows are a fixed sample of the file: their position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={rowIndex}>
              {indexes.map((index) => (
                <Table.Td key={index} style={{ maxWidth: 240, overflowWrap: 'anywhere' }}>
                  {row[index] ?? ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}

export interface ImportMappingStepProps {
  sheet: ImportSheet;
  mapping: DraftMapping;
  onMapping: (mapping: DraftMapping) => void;
  onlyMatchingCode: boolean;
  onOnlyMatchingCode: (value: boolean) => void;
  transferCode: string;
  showMissing: boolean;
}

/** Step 2 of the import: which column of the sheet holds what. */
export function ImportMappingStep({
  sheet,
  mapping,
  onMapping,
  onlyMatchingCode,
  onOnlyMatchingCode,
  transferCode,
  showMissing,
}: ImportMappingStepProps) {
  const options = Array.from({ length: columnCount(sheet) }, (_, index) => ({
    value: String(index),
    label: columnLabel(sheet, index),
  }));
  return (
    <Stack gap="md">
      <Text size="sm">
        Tệp <b>{sheet.fileName}</b> có {sheet.rows.length.toLocaleString('vi-VN')} dòng. Chọn cột chứa từng
        thông tin (đã đoán sẵn theo tên cột, hãy kiểm tra lại).
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {MAPPING_FIELDS.map(({ field, label, required }) => {
          const value = mapping[field];
          return (
            <Select
              key={field}
              label={label}
              withAsterisk={required}
              placeholder={required ? 'Chọn cột' : 'Không có trong tệp'}
              data={options}
              value={value === null ? null : String(value)}
              onChange={(next) => onMapping({ ...mapping, [field]: next === null ? null : Number(next) })}
              clearable={!required}
              allowDeselect={!required}
              comboboxProps={{ withinPortal: true }}
              error={showMissing && required && value === null ? 'Vui lòng chọn cột' : undefined}
            />
          );
        })}
      </SimpleGrid>
      <Switch
        label={`Chỉ nhận các dòng có mã chuyển khoản ${transferCode}`}
        description="Bật khi tài khoản còn nhận tiền cho việc khác: các dòng không ghi mã này trong nội dung sẽ được bỏ qua."
        checked={onlyMatchingCode}
        onChange={(event) => onOnlyMatchingCode(event.currentTarget.checked)}
      />
      <Stack gap={4}>
        <Text size="sm" fw={600}>
          Những dòng đầu của tệp
        </Text>
        <SampleTable sheet={sheet} />
      </Stack>
    </Stack>
  );
}
