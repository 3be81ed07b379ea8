/** Every route of the app in one place; screens build links with getHref, never by hand. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  /** Public status of a lost report: reference + email, or a mail link's token. */
  status: { path: '/status', getHref: () => '/status' },
  /** Accepting an invitation to a hotel: the mail's link carries a secret token. */
  invitation: { path: '/invitation', getHref: () => '/invitation' },
  hotel: {
    path: '/:hotelId',
    getHref: (hotelId: string) => `/${encodeURIComponent(hotelId)}`,
  },
  admin: {
    path: 'admin',
    getHref: (hotelId: string) => `/${encodeURIComponent(hotelId)}/admin`,
  },
  reportLostItem: {
    path: 'report-lost-item',
    getHref: (hotelId: string) => `/${encodeURIComponent(hotelId)}/report-lost-item`,
  },
  registerFoundItem: {
    path: 'found-items/register',
    getHref: (hotelId: string) => `/${encodeURIComponent(hotelId)}/found-items/register`,
  },
  foundItems: {
    path: 'found-items',
    getHref: (hotelId: string) => `/${encodeURIComponent(hotelId)}/found-items`,
  },
  foundItemLabels: {
    path: 'found-items/labels',
    getHref: (hotelId: string, itemIds: string[]) =>
      `/${encodeURIComponent(hotelId)}/found-items/labels?ids=${itemIds.map(encodeURIComponent).join(',')}`,
  },
  foundItem: {
    path: 'found-items/:itemId',
    getHref: (hotelId: string, itemId: string) =>
      `/${encodeURIComponent(hotelId)}/found-items/${encodeURIComponent(itemId)}`,
  },
  /** The receipt (預り書) given to a finder who is not staff, printable. */
  foundItemReceipt: {
    path: 'found-items/:itemId/receipt',
    getHref: (hotelId: string, itemId: string) =>
      `/${encodeURIComponent(hotelId)}/found-items/${encodeURIComponent(itemId)}/receipt`,
  },
  /** The printable list of one police handover. */
  policeHandovers: {
    path: 'police-handovers',
    getHref: (hotelId: string) => `/${encodeURIComponent(hotelId)}/police-handovers`,
  },
  policeHandover: {
    path: 'police-handovers/:handoverId',
    getHref: (hotelId: string, handoverId: string) =>
      `/${encodeURIComponent(hotelId)}/police-handovers/${encodeURIComponent(handoverId)}`,
  },
  lostItem: {
    path: 'lost-items/:itemId',
    getHref: (hotelId: string, itemId: string) =>
      `/${encodeURIComponent(hotelId)}/lost-items/${encodeURIComponent(itemId)}`,
  },
  match: {
    path: 'matches/:matchId',
    getHref: (hotelId: string, matchId: string) =>
      `/${encodeURIComponent(hotelId)}/matches/${encodeURIComponent(matchId)}`,
  },
  /** The address label and customs declaration of a match, printable. */
  matchPaperwork: {
    path: 'matches/:matchId/paperwork',
    getHref: (hotelId: string, matchId: string) =>
      `/${encodeURIComponent(hotelId)}/matches/${encodeURIComponent(matchId)}/paperwork`,
  },
  settings: {
    path: 'settings',
    getHref: (hotelId: string) => `/${encodeURIComponent(hotelId)}/settings`,
  },
} as const;
