/**
 * A small offline gazetteer: the Balkans in depth (every city of ~30k people or more in BA, RS, HR,
 * ME, SI, MK, AL and XK), then the major cities and logistics hubs of the rest of Europe. Names are
 * the local Latin-script names; English exonyms (and the other local spelling, in Kosovo) are
 * aliases. Used for address suggestions and map coordinates without calling a geocoding service.
 */
import { cyrillicLatinLetters } from './places/transliterate';

export interface Place {
  name: string;
  /** ISO 3166-1 alpha-2; Kosovo uses the user-assigned XK, as the EU and most software do. */
  country: string;
  lat: number;
  lon: number;
  aliases?: string[];
}

/** [name, country, lat, lon, ...aliases] — one line per place keeps the list scannable. */
type Row = [string, string, number, number, ...string[]];

const rows: Row[] = [
  // Bosnia and Herzegovina
  ['Sarajevo', 'BA', 43.8563, 18.4131],
  ['Banja Luka', 'BA', 44.7722, 17.191],
  ['Tuzla', 'BA', 44.5384, 18.6671],
  ['Zenica', 'BA', 44.2017, 17.9039],
  ['Bijeljina', 'BA', 44.757, 19.215],
  ['Mostar', 'BA', 43.3438, 17.8078],
  ['Prijedor', 'BA', 44.9799, 16.7134],
  ['Brčko', 'BA', 44.8727, 18.8106],
  ['Doboj', 'BA', 44.7349, 18.0843],
  ['Cazin', 'BA', 44.9669, 15.943],
  ['Zvornik', 'BA', 44.3865, 19.1022],
  ['Živinice', 'BA', 44.4494, 18.6494],
  ['Bihać', 'BA', 44.8169, 15.8708],
  ['Travnik', 'BA', 44.2264, 17.6658],
  ['Gradiška', 'BA', 45.1447, 17.2544],
  ['Gračanica', 'BA', 44.7036, 18.3097],
  ['Lukavac', 'BA', 44.5428, 18.5267],
  ['Tešanj', 'BA', 44.6117, 17.9858],
  ['Sanski Most', 'BA', 44.7661, 16.6664],
  ['Velika Kladuša', 'BA', 45.1842, 15.8058],
  ['Visoko', 'BA', 43.9889, 18.1781],
  ['Kakanj', 'BA', 44.1289, 18.1197],
  ['Srebrenik', 'BA', 44.7064, 18.4894],
  ['Bugojno', 'BA', 44.0572, 17.4508],
  ['Trebinje', 'BA', 42.7119, 18.3436],
  ['Istočno Sarajevo', 'BA', 43.8226, 18.3568, 'East Sarajevo'],
  ['Goražde', 'BA', 43.6675, 18.9761],
  ['Široki Brijeg', 'BA', 43.3831, 17.5942],
  ['Livno', 'BA', 43.8269, 17.0075],
  ['Konjic', 'BA', 43.6519, 17.9611],
  ['Prnjavor', 'BA', 44.87, 17.6628],
  ['Derventa', 'BA', 44.9781, 17.9078],
  ['Zavidovići', 'BA', 44.4458, 18.1497],
  ['Gradačac', 'BA', 44.8789, 18.4267],
  ['Foča', 'BA', 43.5064, 18.7786],
  ['Laktaši', 'BA', 44.9086, 17.3011],
  ['Kalesija', 'BA', 44.4411, 18.8844],
  ['Maglaj', 'BA', 44.5472, 18.1],
  ['Novi Travnik', 'BA', 44.1711, 17.6583],
  ['Vitez', 'BA', 44.1581, 17.7906],
  ['Čapljina', 'BA', 43.1214, 17.6844],
  // Serbia
  ['Beograd', 'RS', 44.8125, 20.4612, 'Belgrade'],
  ['Novi Sad', 'RS', 45.2671, 19.8335],
  ['Niš', 'RS', 43.3209, 21.8958],
  ['Kragujevac', 'RS', 44.0128, 20.9114],
  ['Subotica', 'RS', 46.1003, 19.6658],
  ['Zrenjanin', 'RS', 45.3836, 20.3819],
  ['Pančevo', 'RS', 44.8708, 20.6403],
  ['Čačak', 'RS', 43.8914, 20.3497],
  ['Novi Pazar', 'RS', 43.1367, 20.5122],
  ['Kraljevo', 'RS', 43.7258, 20.6894],
  ['Smederevo', 'RS', 44.6628, 20.93],
  ['Leskovac', 'RS', 42.9981, 21.9461],
  ['Valjevo', 'RS', 44.2753, 19.8983],
  ['Kruševac', 'RS', 43.58, 21.3339],
  ['Vranje', 'RS', 42.5514, 21.9003],
  ['Šabac', 'RS', 44.7561, 19.6939],
  ['Užice', 'RS', 43.8586, 19.8489],
  ['Sombor', 'RS', 45.7742, 19.1122],
  ['Požarevac', 'RS', 44.62, 21.1872],
  ['Pirot', 'RS', 43.1531, 22.5861],
  ['Zaječar', 'RS', 43.9042, 22.2847],
  ['Kikinda', 'RS', 45.8297, 20.4653],
  ['Sremska Mitrovica', 'RS', 44.9764, 19.6125],
  ['Jagodina', 'RS', 43.9772, 21.2611],
  ['Vršac', 'RS', 45.1167, 21.3036],
  ['Bor', 'RS', 44.0744, 22.0958],
  ['Prokuplje', 'RS', 43.2342, 21.5881],
  ['Loznica', 'RS', 44.5333, 19.2258],
  ['Inđija', 'RS', 45.0481, 20.0817],
  ['Ruma', 'RS', 45.0081, 19.8222],
  ['Paraćin', 'RS', 43.8608, 21.4078],
  ['Aranđelovac', 'RS', 44.3069, 20.56],
  ['Gornji Milanovac', 'RS', 44.0247, 20.4614],
  ['Stara Pazova', 'RS', 44.985, 20.1608],
  ['Bačka Palanka', 'RS', 45.25, 19.3917],
  ['Vrbas', 'RS', 45.5714, 19.64],
  ['Smederevska Palanka', 'RS', 44.365, 20.9569],
  ['Negotin', 'RS', 44.2267, 22.5308],
  ['Obrenovac', 'RS', 44.6547, 20.2],
  // Croatia
  ['Zagreb', 'HR', 45.815, 15.9819],
  ['Split', 'HR', 43.5081, 16.4402],
  ['Rijeka', 'HR', 45.3271, 14.4422],
  ['Osijek', 'HR', 45.555, 18.6955],
  ['Zadar', 'HR', 44.1194, 15.2314],
  ['Velika Gorica', 'HR', 45.7125, 16.0756],
  ['Slavonski Brod', 'HR', 45.1603, 18.0156],
  ['Pula', 'HR', 44.8666, 13.8496],
  ['Karlovac', 'HR', 45.4929, 15.5553],
  ['Varaždin', 'HR', 46.3057, 16.3366],
  ['Šibenik', 'HR', 43.735, 15.8952],
  ['Sisak', 'HR', 45.4661, 16.3783],
  ['Vinkovci', 'HR', 45.2883, 18.8047],
  ['Dubrovnik', 'HR', 42.6507, 18.0944],
  ['Kaštela', 'HR', 43.55, 16.3833],
  ['Samobor', 'HR', 45.8011, 15.711],
  ['Bjelovar', 'HR', 45.8986, 16.8489],
  ['Koprivnica', 'HR', 46.1628, 16.8275],
  ['Vukovar', 'HR', 45.3511, 19.0022],
  ['Ploče', 'HR', 43.0564, 17.4339],
  // Montenegro
  ['Podgorica', 'ME', 42.4304, 19.2594],
  ['Nikšić', 'ME', 42.7731, 18.9445],
  ['Bijelo Polje', 'ME', 43.0383, 19.7476],
  ['Bar', 'ME', 42.0931, 19.1003],
  ['Herceg Novi', 'ME', 42.4531, 18.5375],
  ['Pljevlja', 'ME', 43.3567, 19.3584],
  ['Budva', 'ME', 42.2864, 18.84],
  ['Berane', 'ME', 42.8425, 19.8733],
  ['Cetinje', 'ME', 42.3906, 18.9142],
  ['Kotor', 'ME', 42.4247, 18.7712],
  // Slovenia
  ['Ljubljana', 'SI', 46.0569, 14.5058],
  ['Maribor', 'SI', 46.5547, 15.6459],
  ['Celje', 'SI', 46.2397, 15.2677],
  ['Kranj', 'SI', 46.2428, 14.3555],
  ['Koper', 'SI', 45.5481, 13.7302, 'Capodistria'],
  ['Velenje', 'SI', 46.3592, 15.1103],
  ['Novo Mesto', 'SI', 45.8011, 15.1689],
  ['Ptuj', 'SI', 46.42, 15.87],
  ['Nova Gorica', 'SI', 45.9558, 13.6483],
  ['Murska Sobota', 'SI', 46.6625, 16.1664],
  // North Macedonia
  ['Skopje', 'MK', 41.9981, 21.4254],
  ['Bitola', 'MK', 41.0311, 21.3347],
  ['Kumanovo', 'MK', 42.1322, 21.7144],
  ['Prilep', 'MK', 41.3464, 21.5544],
  ['Tetovo', 'MK', 42.0106, 20.9714],
  ['Veles', 'MK', 41.7156, 21.7756],
  ['Štip', 'MK', 41.7458, 22.1958],
  ['Ohrid', 'MK', 41.1172, 20.8019],
  ['Gostivar', 'MK', 41.7958, 20.9083],
  ['Strumica', 'MK', 41.4378, 22.6427],
  ['Kavadarci', 'MK', 41.4331, 22.0119],
  ['Kočani', 'MK', 41.9167, 22.4125],
  ['Kičevo', 'MK', 41.5128, 20.9589],
  ['Struga', 'MK', 41.1778, 20.6783],
  ['Gevgelija', 'MK', 41.1392, 22.5025],
  // Albania
  ['Tiranë', 'AL', 41.3275, 19.8187, 'Tirana'],
  ['Durrës', 'AL', 41.3231, 19.4414, 'Durazzo'],
  ['Vlorë', 'AL', 40.4661, 19.4914, 'Vlora'],
  ['Elbasan', 'AL', 41.1125, 20.0822],
  ['Shkodër', 'AL', 42.0683, 19.5126, 'Shkodra', 'Skadar'],
  ['Fier', 'AL', 40.7239, 19.5561],
  ['Korçë', 'AL', 40.6186, 20.7808, 'Korça'],
  ['Berat', 'AL', 40.7058, 19.9522],
  ['Lushnjë', 'AL', 40.9419, 19.705],
  ['Kavajë', 'AL', 41.1856, 19.5569],
  ['Kamëz', 'AL', 41.3817, 19.7603],
  ['Pogradec', 'AL', 40.9025, 20.6525],
  ['Gjirokastër', 'AL', 40.0758, 20.1389],
  ['Sarandë', 'AL', 39.8756, 20.0053],
  // Kosovo
  ['Prishtinë', 'XK', 42.6629, 21.1655, 'Pristina', 'Priština'],
  ['Prizren', 'XK', 42.2139, 20.7397],
  ['Ferizaj', 'XK', 42.3702, 21.1553, 'Uroševac'],
  ['Pejë', 'XK', 42.6593, 20.2887, 'Peć'],
  ['Gjakovë', 'XK', 42.3803, 20.4308, 'Đakovica'],
  ['Gjilan', 'XK', 42.4635, 21.4694, 'Gnjilane'],
  ['Mitrovicë', 'XK', 42.8914, 20.866, 'Kosovska Mitrovica'],
  ['Podujevë', 'XK', 42.9106, 21.1931, 'Podujevo'],
  ['Vushtrri', 'XK', 42.8231, 20.9675, 'Vučitrn'],
  ['Suharekë', 'XK', 42.3589, 20.825, 'Suva Reka'],
  ['Rahovec', 'XK', 42.3994, 20.6547, 'Orahovac'],
  ['Drenas', 'XK', 42.625, 20.8942, 'Glogovac'],
  ['Lipjan', 'XK', 42.5217, 21.1258, 'Lipljan'],
  ['Malishevë', 'XK', 42.4828, 20.7458, 'Mališevo'],
  ['Skënderaj', 'XK', 42.7467, 20.7886, 'Srbica'],
  // Germany
  ['Berlin', 'DE', 52.52, 13.405],
  ['Hamburg', 'DE', 53.5511, 9.9937],
  ['München', 'DE', 48.1351, 11.582, 'Munich'],
  ['Köln', 'DE', 50.9375, 6.9603, 'Cologne'],
  ['Frankfurt am Main', 'DE', 50.1109, 8.6821, 'Frankfurt'],
  ['Stuttgart', 'DE', 48.7758, 9.1829],
  ['Düsseldorf', 'DE', 51.2277, 6.7735],
  ['Leipzig', 'DE', 51.3397, 12.3731],
  ['Dortmund', 'DE', 51.5136, 7.4653],
  ['Essen', 'DE', 51.4556, 7.0116],
  ['Bremen', 'DE', 53.0793, 8.8017],
  ['Dresden', 'DE', 51.0504, 13.7373],
  ['Hannover', 'DE', 52.3759, 9.732, 'Hanover'],
  ['Nürnberg', 'DE', 49.4521, 11.0767, 'Nuremberg'],
  ['Duisburg', 'DE', 51.4344, 6.7623],
  ['Mannheim', 'DE', 49.4875, 8.466],
  ['Augsburg', 'DE', 48.3705, 10.8978],
  ['Regensburg', 'DE', 49.0134, 12.1016],
  ['Passau', 'DE', 48.5667, 13.4319],
  ['Rosenheim', 'DE', 47.8561, 12.1289],
  ['Ulm', 'DE', 48.4011, 9.9876],
  ['Kassel', 'DE', 51.3127, 9.4797],
  ['Bremerhaven', 'DE', 53.5396, 8.5809],
  ['Erfurt', 'DE', 50.9848, 11.0299],
  // Austria
  ['Wien', 'AT', 48.2082, 16.3738, 'Vienna'],
  ['Graz', 'AT', 47.0707, 15.4395],
  ['Linz', 'AT', 48.3069, 14.2858],
  ['Salzburg', 'AT', 47.8095, 13.055],
  ['Innsbruck', 'AT', 47.2692, 11.4041],
  ['Klagenfurt', 'AT', 46.6365, 14.3122],
  ['Villach', 'AT', 46.6103, 13.8558],
  ['Wels', 'AT', 48.1575, 14.0289],
  ['St. Pölten', 'AT', 48.2047, 15.6256, 'Sankt Pölten'],
  // Italy
  ['Roma', 'IT', 41.9028, 12.4964, 'Rome'],
  ['Milano', 'IT', 45.4642, 9.19, 'Milan'],
  ['Napoli', 'IT', 40.8518, 14.2681, 'Naples'],
  ['Torino', 'IT', 45.0703, 7.6869, 'Turin'],
  ['Genova', 'IT', 44.4056, 8.9463, 'Genoa'],
  ['Bologna', 'IT', 44.4949, 11.3426],
  ['Firenze', 'IT', 43.7696, 11.2558, 'Florence'],
  ['Venezia', 'IT', 45.4408, 12.3155, 'Venice'],
  ['Verona', 'IT', 45.4384, 10.9916],
  ['Trieste', 'IT', 45.6495, 13.7768, 'Trst'],
  ['Padova', 'IT', 45.4064, 11.8768, 'Padua'],
  ['Bari', 'IT', 41.1171, 16.8719],
  ['Ancona', 'IT', 43.6158, 13.5189],
  ['Udine', 'IT', 46.0711, 13.2346],
  ['Brescia', 'IT', 45.5416, 10.2118],
  ['Palermo', 'IT', 38.1157, 13.3615],
  // Hungary, Czechia, Slovakia, Poland
  ['Budapest', 'HU', 47.4979, 19.0402],
  ['Debrecen', 'HU', 47.5316, 21.6273],
  ['Szeged', 'HU', 46.253, 20.1414],
  ['Pécs', 'HU', 46.0727, 18.2323],
  ['Győr', 'HU', 47.6875, 17.6504],
  ['Miskolc', 'HU', 48.1035, 20.7784],
  ['Székesfehérvár', 'HU', 47.186, 18.4221],
  ['Kecskemét', 'HU', 46.8964, 19.6897],
  ['Praha', 'CZ', 50.0755, 14.4378, 'Prague'],
  ['Brno', 'CZ', 49.1951, 16.6068],
  ['Ostrava', 'CZ', 49.8209, 18.2625],
  ['Plzeň', 'CZ', 49.7384, 13.3736, 'Pilsen'],
  ['Bratislava', 'SK', 48.1486, 17.1077],
  ['Košice', 'SK', 48.7164, 21.2611],
  ['Žilina', 'SK', 49.2231, 18.7394],
  ['Warszawa', 'PL', 52.2297, 21.0122, 'Warsaw'],
  ['Kraków', 'PL', 50.0647, 19.945, 'Cracow'],
  ['Łódź', 'PL', 51.7592, 19.456, 'Lodz'],
  ['Wrocław', 'PL', 51.1079, 17.0385],
  ['Poznań', 'PL', 52.4064, 16.9252],
  ['Gdańsk', 'PL', 54.352, 18.6466],
  ['Szczecin', 'PL', 53.4285, 14.5528],
  ['Katowice', 'PL', 50.2649, 19.0238],
  // Benelux
  ['Amsterdam', 'NL', 52.3676, 4.9041],
  ['Rotterdam', 'NL', 51.9244, 4.4777],
  ['Den Haag', 'NL', 52.0705, 4.3007, 'The Hague'],
  ['Utrecht', 'NL', 52.0907, 5.1214],
  ['Eindhoven', 'NL', 51.4416, 5.4697],
  ['Venlo', 'NL', 51.3704, 6.1724],
  ['Bruxelles', 'BE', 50.8503, 4.3517, 'Brussels', 'Brussel'],
  ['Antwerpen', 'BE', 51.2194, 4.4025, 'Antwerp'],
  ['Gent', 'BE', 51.0543, 3.7174, 'Ghent'],
  ['Liège', 'BE', 50.6326, 5.5797, 'Luik'],
  ['Zeebrugge', 'BE', 51.3308, 3.207],
  ['Luxembourg', 'LU', 49.6116, 6.1319, 'Lëtzebuerg'],
  // France, Spain, Portugal
  ['Paris', 'FR', 48.8566, 2.3522],
  ['Lyon', 'FR', 45.764, 4.8357],
  ['Marseille', 'FR', 43.2965, 5.3698],
  ['Lille', 'FR', 50.6292, 3.0573],
  ['Strasbourg', 'FR', 48.5734, 7.7521],
  ['Toulouse', 'FR', 43.6047, 1.4442],
  ['Bordeaux', 'FR', 44.8378, -0.5792],
  ['Nantes', 'FR', 47.2184, -1.5536],
  ['Nice', 'FR', 43.7102, 7.262],
  ['Le Havre', 'FR', 49.4944, 0.1079],
  ['Madrid', 'ES', 40.4168, -3.7038],
  ['Barcelona', 'ES', 41.3874, 2.1686],
  ['Valencia', 'ES', 39.4699, -0.3763],
  ['Sevilla', 'ES', 37.3891, -5.9845, 'Seville'],
  ['Zaragoza', 'ES', 41.6488, -0.8891],
  ['Bilbao', 'ES', 43.263, -2.935],
  ['Málaga', 'ES', 36.7213, -4.4214],
  ['Algeciras', 'ES', 36.1408, -5.4562],
  ['Lisboa', 'PT', 38.7223, -9.1393, 'Lisbon'],
  ['Porto', 'PT', 41.1579, -8.6291, 'Oporto'],
  // Switzerland
  ['Zürich', 'CH', 47.3769, 8.5417, 'Zurich'],
  ['Genève', 'CH', 46.2044, 6.1432, 'Geneva', 'Genf'],
  ['Basel', 'CH', 47.5596, 7.5886],
  ['Bern', 'CH', 46.948, 7.4474],
  ['Lausanne', 'CH', 46.5197, 6.6323],
  ['Lugano', 'CH', 46.0037, 8.9511],
  // Scandinavia and the Baltic
  ['København', 'DK', 55.6761, 12.5683, 'Copenhagen'],
  ['Aarhus', 'DK', 56.1629, 10.2039],
  ['Stockholm', 'SE', 59.3293, 18.0686],
  ['Göteborg', 'SE', 57.7089, 11.9746, 'Gothenburg'],
  ['Malmö', 'SE', 55.605, 13.0038],
  ['Oslo', 'NO', 59.9139, 10.7522],
  ['Bergen', 'NO', 60.3913, 5.3221],
  ['Helsinki', 'FI', 60.1699, 24.9384],
  ['Tallinn', 'EE', 59.437, 24.7536],
  ['Rīga', 'LV', 56.9496, 24.1052, 'Riga'],
  ['Vilnius', 'LT', 54.6872, 25.2797],
  // Greece, Romania, Bulgaria, Turkey and neighbours
  ['Athína', 'GR', 37.9838, 23.7275, 'Athens'],
  ['Thessaloníki', 'GR', 40.6401, 22.9444, 'Salonica', 'Solun'],
  ['Peiraiás', 'GR', 37.942, 23.6465, 'Piraeus'],
  ['Pátra', 'GR', 38.2466, 21.7346, 'Patras'],
  ['Lárisa', 'GR', 39.639, 22.4191, 'Larissa'],
  ['Igoumenítsa', 'GR', 39.5061, 20.2656, 'Igoumenitsa'],
  ['București', 'RO', 44.4268, 26.1025, 'Bucharest'],
  ['Cluj-Napoca', 'RO', 46.7712, 23.6236],
  ['Timișoara', 'RO', 45.7489, 21.2087, 'Temišvar'],
  ['Iași', 'RO', 47.1585, 27.6014],
  ['Constanța', 'RO', 44.1598, 28.6348],
  ['Brașov', 'RO', 45.6427, 25.5887],
  ['Craiova', 'RO', 44.3302, 23.7949],
  ['Arad', 'RO', 46.1866, 21.3123],
  ['Oradea', 'RO', 47.0465, 21.9189],
  ['Sofia', 'BG', 42.6977, 23.3219, 'Sofiya'],
  ['Plovdiv', 'BG', 42.1354, 24.7453],
  ['Varna', 'BG', 43.2141, 27.9147],
  ['Burgas', 'BG', 42.5048, 27.4626],
  ['Ruse', 'BG', 43.8356, 25.9657],
  ['Vidin', 'BG', 43.9962, 22.8679],
  ['İstanbul', 'TR', 41.0082, 28.9784, 'Istanbul', 'Carigrad'],
  ['Edirne', 'TR', 41.6771, 26.5557],
  ['Chișinău', 'MD', 47.0105, 28.8638, 'Chisinau'],
  // British Isles
  ['London', 'GB', 51.5074, -0.1278],
  ['Dublin', 'IE', 53.3498, -6.2603],
];

export const places: readonly Place[] = rows.map(([name, country, lat, lon, ...aliases]) =>
  aliases.length > 0 ? { name, country, lat, lon, aliases } : { name, country, lat, lon },
);

/** Serbian and Macedonian Cyrillic → Latin (plus the Bulgarian letters Serbian lacks). */
const cyrillic: Record<string, string> = {
  ...cyrillicLatinLetters,
  й: 'y',
  щ: 'sht',
  ъ: 'a',
  ь: '',
  ю: 'yu',
  я: 'ya',
};

/** Letters that Unicode does not decompose into a base letter and a mark. */
const special: Record<string, string> = { đ: 'dj', ł: 'l', ø: 'o', æ: 'ae', œ: 'oe', ß: 'ss', ı: 'i' };

/** Lower case, Latin script, no diacritics, single spaces: "Ђаковица" and "Đakovica" both → "djakovica". */
export function normalizePlaceText(text: string): string {
  return Array.from(text.toLowerCase(), (char) => cyrillic[char] ?? char)
    .join('')
    .replace(/[đłøæœßı]/g, (char) => special[char] ?? char)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[-‐–—'’.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface IndexedPlace {
  place: Place;
  name: string;
  aliases: string[];
}

const indexed: IndexedPlace[] = places.map((place) => ({
  place,
  name: normalizePlaceText(place.name),
  aliases: (place.aliases ?? []).map(normalizePlaceText),
}));

/** 0 = the name starts with the query … 3 = an alias contains it; null = no match. */
function rank(entry: IndexedPlace, query: string): number | null {
  if (entry.name.startsWith(query)) return 0;
  if (entry.aliases.some((alias) => alias.startsWith(query))) return 1;
  if (entry.name.includes(query)) return 2;
  if (entry.aliases.some((alias) => alias.includes(query))) return 3;
  return null;
}

/**
 * Places whose name (or alias) matches the query: prefix matches first, then substrings, each in
 * list order (larger cities first within a country). "Sarajevo, BA" restricts to a country.
 */
export function searchPlaces(query: string, limit = 8): Place[] {
  const [, namePart = query, country] = /^(.*?),\s*([a-z]{2})\s*$/i.exec(query) ?? [];
  const needle = normalizePlaceText(namePart);
  if (needle === '' || limit <= 0) return [];
  const matches: { place: Place; rank: number }[] = [];
  for (const entry of indexed) {
    if (country && entry.place.country !== country.toUpperCase()) continue;
    const score = rank(entry, needle);
    if (score !== null) matches.push({ place: entry.place, rank: score });
  }
  return matches
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map((match) => match.place);
}

/** "Sarajevo, BA" */
export function formatPlace(p: Place): string {
  return `${p.name}, ${p.country}`;
}

/** The place with exactly this name (or alias), e.g. for demo data; undefined when unknown. */
export function findPlace(name: string): Place | undefined {
  const needle = normalizePlaceText(name);
  return indexed.find((entry) => entry.name === needle || entry.aliases.includes(needle))?.place;
}
