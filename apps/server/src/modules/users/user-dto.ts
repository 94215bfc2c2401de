import type { User } from '@lodestar/contracts';
import type { UserRow } from './users.repository.ts';

/** The first word of the name is how the app greets people ('Hi Maria'). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A user in the API shape; never includes the password hash. */
export function toUserDto(row: UserRow, devicesCount: number): User {
  return {
    id: row.id,
    name: row.name,
    first_name: firstName(row.name),
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    timezone_id: row.timezoneId,
    created_at: row.createdAt.toISOString(),
    is_gpx_admin: row.isGpxAdmin,
    devices_count: devicesCount,
  };
}
