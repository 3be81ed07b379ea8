import { Box, Group, Table, Text } from '@mantine/core';
import { formatDate } from '@/domain/dates';
import type { PoliceHandover } from '@/domain/police-handover';
import { FACILITY_CLAIMS } from '@/domain/police-paperwork';
import type { BilingualT } from '@/i18n/use-bilingual';

interface HeaderProps {
  data: PoliceHandover;
  /** The hotel's name, for handovers made before the facility was kept with them. */
  hotelName: string;
  both: BilingualT;
}

/** The facility, the submitter and the facility's claims above the list. */
function HeaderFacts({ data, hotelName, both }: HeaderProps) {
  const facility = data.facility;
  const yesNo = (value: boolean) =>
    both(value ? 'policePaperwork.list.yes' : 'policePaperwork.list.no');
  const rows: [string, string][] = [
    [both('policePaperwork.list.facility'), facility?.name || hotelName],
    [both('policePaperwork.list.address'), facility?.address ?? ''],
    [both('policePaperwork.list.phone'), facility?.phone ?? ''],
    [both('policePaperwork.list.occupant'), facility?.occupant ?? ''],
    [both('policePaperwork.list.submittedBy'), data.byName],
    [both('policePaperwork.list.date'), formatDate(data.date, 'ja', { missing: '', invalid: '' })],
    [both('policePaperwork.list.station'), data.station],
    [both('policePaperwork.list.receiptNumber'), data.receiptNumber || '—'],
    [
      both('policePaperwork.list.facilityClaims'),
      facility
        ? FACILITY_CLAIMS.map(
            (claim) =>
              `${both(`policePaperwork.rights.${claim}`)}: ${yesNo(facility.claims[claim])}`,
          ).join('\n')
        : both('policePaperwork.list.notRecorded'),
    ],
  ];
  return (
    <Table withTableBorder withColumnBorders variant="vertical" layout="fixed">
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w="32%">{label}</Table.Th>
            <Table.Td style={{ whiteSpace: 'pre-line' }}>{value || '—'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The top of the police list: the facts beside an empty box for the station's receipt stamp. */
export function PoliceListHeader({ data, hotelName, both }: HeaderProps) {
  return (
    <Group align="flex-start" wrap="nowrap" gap="md">
      <Box style={{ flex: 1 }}>
        <HeaderFacts data={data} hotelName={hotelName} both={both} />
      </Box>
      <Box
        role="group"
        aria-label={both('policePaperwork.list.stamp')}
        style={{
          width: '36mm',
          minWidth: '36mm',
          height: '36mm',
          border: '1px solid currentColor',
          padding: 4,
        }}
      >
        <Text size="xs">{both('policePaperwork.list.stamp')}</Text>
      </Box>
    </Group>
  );
}
