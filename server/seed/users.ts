/** Demo accounts of the seed data. Passwords are hashed (scrypt) when seeded, never stored in clear. */
export interface SeedUser {
  nombres: string;
  apellidos: string;
  email: string;
  username: string;
  password: string;
  cedula: string;
  direccion: string;
  telefono2: string;
  EAdministrador: string;
}

export const DEMO_CUSTOMER = { username: 'cliente@pollosbrasa.co', password: 'Cliente123!' } as const;
export const DEMO_ADMIN = { username: 'admin@pollosbrasa.co', password: 'Admin123!' } as const;

export const seedUsers: readonly SeedUser[] = [
  {
    nombres: 'Laura',
    apellidos: 'Gómez',
    email: DEMO_CUSTOMER.username,
    username: DEMO_CUSTOMER.username,
    password: DEMO_CUSTOMER.password,
    cedula: '1020304050',
    direccion: 'Calle 85 # 15-32, Apto 402, Bogotá',
    telefono2: '3001234567',
    EAdministrador: '',
  },
  {
    nombres: 'Andrés',
    apellidos: 'Restrepo',
    email: DEMO_ADMIN.username,
    username: DEMO_ADMIN.username,
    password: DEMO_ADMIN.password,
    cedula: '79123456',
    direccion: 'Carrera 7 # 71-21, Bogotá',
    telefono2: '3109876543',
    EAdministrador: 'X',
  },
];
