/** A member of staff acting in the back office, as the database says at the time of the call. */
export type TStaffRole = 'operator' | 'admin';

export interface TStaff {
  id: number;
  email: string;
  role: TStaffRole;
}
