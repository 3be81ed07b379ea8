import {
  IconBackpack,
  IconBook,
  IconBottle,
  IconCamera,
  IconChefHat,
  IconCreditCard,
  IconDeviceLaptop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDeviceWatch,
  IconDiamond,
  IconFileText,
  IconHanger,
  IconHeadphones,
  IconId,
  IconJacket,
  IconKey,
  IconPill,
  IconPlug,
  IconQuestionMark,
  IconShoe,
  IconShoppingBag,
  IconSunglasses,
  IconUmbrella,
  IconWallet,
  type Icon,
} from '@tabler/icons-react';
import { itemTypeIcon, type ItemTypeIcon } from '@/domain/item-types';

const ICONS: Record<ItemTypeIcon, Icon> = {
  IconDeviceMobile,
  IconWallet,
  IconKey,
  IconDiamond,
  IconDeviceWatch,
  IconSunglasses,
  IconHeadphones,
  IconPlug,
  IconDeviceLaptop,
  IconDeviceTablet,
  IconCamera,
  IconShoppingBag,
  IconBackpack,
  IconJacket,
  IconShoe,
  IconChefHat,
  IconHanger,
  IconUmbrella,
  IconBook,
  IconFileText,
  IconId,
  IconCreditCard,
  IconPill,
  IconBottle,
  IconQuestionMark,
};

/** The catalogue icon of an item type; a question mark for anything else. */
export function ItemTypeIcon({
  type,
  size = 18,
}: {
  type: string | null | undefined;
  size?: number;
}) {
  const Component = ICONS[itemTypeIcon(type)];
  return <Component size={size} aria-hidden stroke={1.6} />;
}
