/**
 * The word lists of the scale data set (seed-large.ts): first and last names of the generated customers,
 * Dubai communities with their buildings (villa communities flagged), and the drivers' instructions.
 */

/** First names, drawn at random. */
export const FIRST_NAMES = [
  'Aisha',
  'Omar',
  'Fatima',
  'Ahmed',
  'Layla',
  'Yousef',
  'Mariam',
  'Khalid',
  'Noura',
  'Hamdan',
  'Sara',
  'Rashid',
  'Priya',
  'Arjun',
  'Anna',
  'James',
  'Maria',
  'Daniel',
  'Chen',
  'Mei',
  'Olga',
  'Ivan',
  'Hana',
  'Ali',
  'Zainab',
  'Tariq',
  'Emily',
  'Lucas',
  'Sofia',
  'Mateo',
  'Amina',
  'Karim',
];
/** Last names, drawn at random. */
export const LAST_NAMES = [
  'Al Mansoori',
  'Haddad',
  'Al Nuaimi',
  'Khan',
  'Sharma',
  'Smith',
  'Garcia',
  'Wang',
  'Ivanova',
  'Rahman',
  'Al Hashimi',
  'Fernandes',
  'Nair',
  'Brown',
  'Kowalski',
  'Al Suwaidi',
  'Mendes',
  'Okafor',
  'Yilmaz',
  'Tanaka',
  'Haddad-Ali',
  'Costa',
];

/** Real Dubai communities with typical buildings; villa communities get "Villa n, Street m" and no flat number. */
export const DUBAI_AREAS: { area: string; buildings: string[]; villas?: true }[] = [
  {
    area: 'Dubai Marina',
    buildings: ['Marina Heights Tower', 'Princess Tower', 'Marina Gate 1', 'Cayan Tower', 'Al Majara 2', 'Marina Promenade, Delphine'],
  },
  {
    area: 'Jumeirah Lake Towers',
    buildings: ['Lake City Tower, Cluster D', 'Goldcrest Views 1, Cluster V', 'Armada Tower 2, Cluster P', 'MBL Residence, Cluster K'],
  },
  { area: 'Jumeirah Beach Residence', buildings: ['Sadaf 6', 'Rimal 2', 'Bahar 4', 'Murjan 1', 'Amwaj 3'] },
  {
    area: 'Downtown Dubai',
    buildings: ['Burj Views A', 'The Residences 5', 'Boulevard Point', '29 Boulevard Tower 1', 'Standpoint Tower B'],
  },
  { area: 'Business Bay', buildings: ['Executive Towers B', 'Bay Square 3', 'The Vogue, Marasi Drive', 'Churchill Residency'] },
  { area: 'Jumeirah Village Circle', buildings: ['Belgravia 2, District 12', 'Bloom Towers A', 'Binghatti Gardens', 'Oxford Residence 2'] },
  { area: 'Al Barsha 1', buildings: ['Al Barsha Heights Building 3, 15th Street', 'Mazaya 24, Al Barsha Road', 'Al Fahad Tower'] },
  { area: 'Palm Jumeirah', buildings: ['Shoreline Apartments, Al Nabat', 'Tiara Residences, Emerald', 'Golden Mile 4', 'Oceana Atlantic'] },
  { area: 'Dubai Hills Estate', buildings: ['Park Heights 1', 'Collective 2.0 Tower A', 'Acacia C, Park Heights'] },
  { area: 'Dubai Silicon Oasis', buildings: ['Cedre Villas', 'Palace Towers', 'Binghatti Apartments, Block B'] },
  { area: 'Al Nahda 2', buildings: ['Al Nahda Pearl, Amman Street', 'Al Zahra Building, 14th Street'] },
  { area: 'Al Warqa 1', buildings: ['Al Warqa Residence, 6th Street', 'Wasl Oasis 3'] },
  {
    area: 'Deira',
    buildings: ['Al Rigga Tower, Al Rigga Street', 'Al Ghurair Residence, Omar Bin Al Khattab Road', 'Port Saeed Building 2'],
  },
  { area: 'Al Mankhool', buildings: ['Al Mankhool Building 7, Kuwait Street', 'Sheikh Hamdan Colony, Block 3'] },
  { area: 'Mirdif', buildings: ['Street 23', 'Street 8', 'Algeria Street', 'Street 41'], villas: true },
  { area: 'Arabian Ranches', buildings: ['Saheel 2, Street 4', 'Alvorada 3, Street 2', 'Mirador La Coleccion, Street 7'], villas: true },
  { area: 'Jumeirah 1', buildings: ['Street 13b', 'Al Wasl Road', 'Street 21'], villas: true },
];
/** What about a fifth of the addresses tell the driver. */
export const DRIVER_INSTRUCTIONS = [
  'Leave with the concierge',
  'Call on arrival',
  'Ring the doorbell twice',
  'Leave at the door, please do not ring',
  'Security desk in the lobby',
];
