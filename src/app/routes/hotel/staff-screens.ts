// Every staff screen, with the guards that protect them: one lazy import (src/app/router.tsx), so
// that the bundler makes one chunk of the staff screens' own code rather than a chunk for every
// combination of screens that shares a module (about 80 files for the dashboard, most of a few
// hundred bytes; a new tab spent more time receiving and linking them than running them:
// docs/performance.md, "One chunk for the staff screens"). A guest never loads it.
export {
  RequireAdmin,
  RequirePrivileged,
  RequireSignedIn,
} from '@/features/auth/components/guards';
export { RequireHotelAccess } from '@/features/hotels/components/hotel-guard';
export { AdminRoute } from './admin';
export { FoundItemRoute } from './found-item';
export { FoundItemLabelsRoute } from './found-item-labels';
export { FoundItemReceiptRoute } from './found-item-receipt';
export { FoundItemsRoute } from './found-items';
export { InvitationRoute } from '../invitation';
export { LostItemRoute } from './lost-item';
export { MatchRoute } from './match';
export { MatchPaperworkRoute } from './match-paperwork';
export { PoliceHandoverRoute } from './police-handover';
export { PoliceHandoversRoute } from './police-handovers';
export { RegisterFoundItemRoute } from './register-found-item';
export { SettingsRoute } from './settings';
export { StaffQueryProvider } from '../../staff-query-provider';
