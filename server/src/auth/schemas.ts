import { Type, type Static } from 'typebox';
import { Content, DateTime, Id, Page, PageQuery, ref, withExample } from '../common/schemas.js';

export const RoleSchema = Type.Union([Type.Literal('ADMIN'), Type.Literal('OWNER')], { description: 'Kullanıcı rolü' });

export const UserDetailSchema = Type.Object({
  firstName: Type.String(),
  lastName: Type.String(),
  phone: Type.Union([Type.String(), Type.Null()]),
});

export const UserSchema = Type.Object(
  {
    id: Type.Integer(),
    email: Type.String({ format: 'email' }),
    role: RoleSchema,
    active: Type.Boolean(),
    createdAt: DateTime,
    lastLoginAt: Type.Union([DateTime, Type.Null()]),
    UserDetail: UserDetailSchema,
  },
  { $id: 'User', title: 'User' },
);
export type User = Static<typeof UserSchema>;

/** A user as the office's user screens see it: with the account's recent failed logins. */
export const AdminUserSchema = Type.Object(
  {
    ...UserSchema.properties,
    failedLogins: Type.Object(
      {
        count: Type.Integer({
          minimum: 0,
          description: 'Son windowMinutes dakikadaki başarısız giriş denemeleri (tüm adreslerden)',
        }),
        windowMinutes: Type.Integer({
          minimum: 1,
          description: 'Sayımın kapsadığı süre, dakika (LOGIN_WINDOW_MINUTES)',
        }),
      },
      { description: 'Hesaba yapılan başarısız giriş denemeleri' },
    ),
  },
  { $id: 'AdminUser', title: 'AdminUser' },
);
export type AdminUser = Static<typeof AdminUserSchema>;

export const LoginBodySchema = withExample(
  Type.Object({
    email: Type.String({ minLength: 1, maxLength: 254, description: 'E-posta adresi' }),
    password: Type.String({ minLength: 1, maxLength: 200 }),
  }),
  { email: 'ofis@fethiyetekne.com', password: 'Gizli-Parola-2026' },
);
export const LoginResponseSchema = Content(
  Type.Object({
    accessToken: Type.String({ description: 'JWT (HS256): id, role, iat, exp' }),
    user: ref(UserSchema),
  }),
);

const Name = (label: string) => Type.String({ minLength: 1, maxLength: 80, description: label });
const Phone = Type.Union([Type.String({ maxLength: 30, pattern: '^[0-9+() -]*$' }), Type.Null()], {
  description: 'Telefon',
});

export const CreateUserBodySchema = withExample(
  Type.Object({
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.String({ minLength: 8, maxLength: 200, description: 'En az 8 karakter' }),
    role: RoleSchema,
    firstName: Name('Ad'),
    lastName: Name('Soyad'),
    phone: Type.Optional(Phone),
    active: Type.Optional(Type.Boolean({ default: true })),
  }),
  {
    email: 'kaptan.murat@example.com',
    password: 'Guclu-Parola-42',
    role: 'OWNER',
    firstName: 'Murat',
    lastName: 'Yıldız',
    phone: '+90 532 123 45 67',
    active: true,
  },
);
export type CreateUserBody = Static<typeof CreateUserBodySchema>;

export const UpdateUserBodySchema = withExample(
  Type.Object({
    email: Type.String({ format: 'email', maxLength: 254 }),
    password: Type.Optional(Type.String({ minLength: 8, maxLength: 200, description: 'Boş bırakılırsa değişmez' })),
    role: RoleSchema,
    firstName: Name('Ad'),
    lastName: Name('Soyad'),
    phone: Type.Optional(Phone),
  }),
  {
    email: 'kaptan.murat@example.com',
    role: 'OWNER',
    firstName: 'Murat',
    lastName: 'Yıldız',
    phone: '+90 532 123 45 67',
  },
);
export type UpdateUserBody = Static<typeof UpdateUserBodySchema>;

export const UserActivityBodySchema = withExample(
  Type.Object({
    id: Id,
    active: Type.Optional(Type.Boolean({ description: 'Verilmezse mevcut durum tersine çevrilir' })),
  }),
  { id: 7, active: false },
);

export const UserListQuerySchema = Type.Object({
  ...PageQuery(10),
  search: Type.Optional(
    Type.String({
      maxLength: 100,
      description: 'Ad, soyad veya e-postada arar; adda Türkçe harfler ve büyük/küçük harf ayrımı gözetilmez',
    }),
  ),
  role: Type.Optional(RoleSchema),
  active: Type.Optional(Type.Boolean()),
});
export type UserListQuery = Static<typeof UserListQuerySchema>;

export const UserSelectQuerySchema = Type.Object({ role: Type.Optional(RoleSchema) });
export const UserOptionSchema = Type.Object({ id: Type.Integer(), name: Type.String(), role: RoleSchema });

export const UserResponseSchema = Content(ref(UserSchema));
export const AdminUserResponseSchema = Content(ref(AdminUserSchema));
export const UserPageSchema = Page(ref(AdminUserSchema));
export const UserOptionsSchema = Content(Type.Array(UserOptionSchema));
