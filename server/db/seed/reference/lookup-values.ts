import { BOOLEAN_FALSE_ID } from "../../../../core/rules/lookup-ids";
import type { Translations } from "../../schema/reference";
import { medicalConditions } from "./medical-conditions";

export interface LookupSeed {
  id: number;
  type: string;
  name: string;
  displayText: string;
  translations?: Translations;
  visible?: boolean;
}

/** Builds a type's values from [name, English, Spanish] rows with ids counting up from `firstId`. */
function block(
  type: string,
  firstId: number,
  rows: readonly (readonly [string, string, string?])[],
): LookupSeed[] {
  return rows.map(([name, displayText, es], index) => {
    const translations: Translations = es ? { ES: es } : {};
    return { id: firstId + index, type, name, displayText, translations };
  });
}

function slug(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_|_$/g, "");
}

/** All 13 lookup types with real content; ids are stable across releases. */
export const lookupValueSeeds: LookupSeed[] = [
  ...block("BOOLEAN", BOOLEAN_FALSE_ID, [
    ["FALSE", "No", "No"],
    ["TRUE", "Yes", "Sí"],
  ]),
  ...block("DEACTIVATION_REASON", 261000, [
    ["USER_REQUESTED", "Participant asked to close the account"],
    ["CHILD_TURNED_ADULT", "Child account deactivated for turning adult"],
    ["DUPLICATE_ACCOUNT", "Duplicate account"],
    ["INAPPROPRIATE_USE", "Inappropriate use of the site"],
    ["DECEASED", "Participant is deceased"],
    ["OTHER", "Other"],
  ]),
  ...block("GENDER", 262000, [
    ["FEMALE", "Female", "Femenino"],
    ["MALE", "Male", "Masculino"],
    ["INTERSEX", "Intersex", "Intersexual"],
  ]),
  // NIH minimum categories for race and ethnicity (OMB SPD 15, 2024 revision).
  ...block("RACE", 263000, [
    [
      "AMERICAN_INDIAN_OR_ALASKA_NATIVE",
      "American Indian or Alaska Native",
      "Indígena americano o nativo de Alaska",
    ],
    ["ASIAN", "Asian", "Asiático"],
    ["BLACK_OR_AFRICAN_AMERICAN", "Black or African American", "Negro o afroamericano"],
    ["HISPANIC_OR_LATINO", "Hispanic or Latino", "Hispano o latino"],
    [
      "MIDDLE_EASTERN_OR_NORTH_AFRICAN",
      "Middle Eastern or North African",
      "De Oriente Medio o del norte de África",
    ],
    [
      "NATIVE_HAWAIIAN_OR_PACIFIC_ISLANDER",
      "Native Hawaiian or Other Pacific Islander",
      "Nativo de Hawái u otras islas del Pacífico",
    ],
    ["WHITE", "White", "Blanco"],
    ["OTHER", "Other", "Otro"],
    ["PREFER_NOT_TO_ANSWER", "Prefer not to answer", "Prefiero no responder"],
  ]),
  ...block("SMOKING_STATUS", 264000, [
    ["NEVER", "Never smoked", "Nunca ha fumado"],
    ["FORMER", "Former smoker", "Exfumador"],
    ["CURRENT_SOME_DAYS", "Current smoker, some days", "Fuma algunos días"],
    ["CURRENT_EVERY_DAY", "Current smoker, every day", "Fuma todos los días"],
    ["E_CIGARETTES", "Uses e-cigarettes or vapes", "Usa cigarrillos electrónicos"],
  ]),
  ...block("PARTICIPANT_TYPE", 265000, [
    ["ADULTS", "Adults (18 or older)", "Adultos (18 años o más)"],
    ["CHILDREN", "Children (under 18)", "Niños (menores de 18 años)"],
    ["HEALTHY_VOLUNTEERS", "Healthy volunteers", "Voluntarios sanos"],
    [
      "PEOPLE_WITH_CONDITIONS",
      "People with the study's conditions",
      "Personas con las condiciones del estudio",
    ],
  ]),
  ...block("FLUENT_ENGLISH", 266000, [
    ["YES", "Yes, I am fluent in English", "Sí, hablo inglés con fluidez"],
    ["NO", "No, I am not fluent in English", "No, no hablo inglés con fluidez"],
  ]),
  ...block("NOTIFICATION_FREQUENCY", 267000, [
    ["IMMEDIATELY", "Immediately", "Inmediatamente"],
    ["DAILY", "Daily", "Diariamente"],
    ["WEEKLY", "Weekly", "Semanalmente"],
    ["BI_WEEKLY", "Biweekly", "Quincenalmente"],
    ["MONTHLY", "Monthly", "Mensualmente"],
    ["NEVER", "Never", "Nunca"],
  ]),
  ...block("NOTIFICATION_SETTING", 268000, [
    [
      "NEW_INTERESTED_PARTICIPANT_NOTIFICATION",
      "New interested participants",
      "Nuevos participantes interesados",
    ],
    ["NEW_MATCHED_PARTICIPANT_NOTIFICATION", "New matched participants", "Nuevos participantes compatibles"],
    ["NEW_MESSAGE_NOTIFICATION", "New messages", "Nuevos mensajes"],
    ["ANNOUNCEMENT_NOTIFICATION", "Announcements", "Anuncios"],
  ]),
  ...block("LEARNED_ABOUT_WEBSITE_FROM", 269000, [
    ["SEARCH_ENGINE", "Search engine"],
    ["SOCIAL_MEDIA", "Social media"],
    ["DOCTOR_OR_CLINIC", "My doctor or clinic"],
    ["FRIEND_OR_FAMILY", "Friend or family"],
    ["NEWSPAPER_RADIO_TV", "Newspaper, radio or TV"],
    ["FLYER_OR_POSTER", "Flyer or poster"],
    ["UNIVERSITY_EMAIL", "University e-mail"],
    ["COMMUNITY_EVENT", "Community event"],
    ["OTHER", "Other"],
  ]),
  ...block("STUDY_DEPARTMENT", 270000, [
    ["ANESTHESIOLOGY", "Anesthesiology"],
    ["CARDIOLOGY", "Cardiology"],
    ["DERMATOLOGY", "Dermatology"],
    ["EMERGENCY_MEDICINE", "Emergency Medicine"],
    ["ENDOCRINOLOGY", "Endocrinology, Diabetes and Metabolism"],
    ["FAMILY_MEDICINE", "Family Medicine"],
    ["GASTROENTEROLOGY", "Gastroenterology and Hepatology"],
    ["GERIATRICS", "Geriatric Medicine"],
    ["HEMATOLOGY_ONCOLOGY", "Hematology and Oncology"],
    ["INFECTIOUS_DISEASES", "Infectious Diseases"],
    ["INTERNAL_MEDICINE", "Internal Medicine"],
    ["NEPHROLOGY", "Nephrology"],
    ["NEUROLOGY", "Neurology"],
    ["NEUROSURGERY", "Neurosurgery"],
    ["NURSING", "School of Nursing"],
    ["NUTRITION", "Nutrition Sciences"],
    ["OBSTETRICS_GYNECOLOGY", "Obstetrics and Gynecology"],
    ["OPHTHALMOLOGY", "Ophthalmology"],
    ["ORTHOPAEDICS", "Orthopaedic Surgery"],
    ["OTOLARYNGOLOGY", "Otolaryngology"],
    ["PEDIATRICS", "Pediatrics"],
    ["PHYSICAL_MEDICINE", "Physical Medicine and Rehabilitation"],
    ["PSYCHIATRY", "Psychiatry and Behavioral Sciences"],
    ["PSYCHOLOGY", "Psychology"],
    ["PUBLIC_HEALTH", "School of Public Health"],
    ["PULMONOLOGY", "Pulmonary and Critical Care Medicine"],
    ["RADIOLOGY", "Radiology"],
    ["RHEUMATOLOGY", "Rheumatology"],
    ["SURGERY", "Surgery"],
    ["UROLOGY", "Urology"],
  ]),
  ...block("STUDY_LOCATION", 271000, [
    ["UNIVERSITY_HOSPITAL", "University Hospital, Main Campus", "Hospital Universitario, campus principal"],
    ["CHILDRENS_HOSPITAL", "Children's Hospital", "Hospital Infantil"],
    ["CANCER_CENTER", "Comprehensive Cancer Center", "Centro Integral de Cáncer"],
    ["HEART_VASCULAR_CENTER", "Heart and Vascular Center", "Centro Cardiovascular"],
    [
      "CLINICAL_RESEARCH_UNIT",
      "Clinical Research Unit, Building 4",
      "Unidad de Investigación Clínica, edificio 4",
    ],
    ["NEUROSCIENCE_INSTITUTE", "Neuroscience Institute", "Instituto de Neurociencias"],
    ["EYE_INSTITUTE", "Eye Institute", "Instituto de Oftalmología"],
    ["WOMENS_HEALTH_CENTER", "Women's Health Center", "Centro de Salud de la Mujer"],
    ["SPORTS_MEDICINE_CENTER", "Sports Medicine Center", "Centro de Medicina Deportiva"],
    ["DOWNTOWN_CLINIC", "Downtown Outpatient Clinic", "Clínica ambulatoria del centro"],
    ["NORTH_CAMPUS_CLINIC", "North Campus Clinic", "Clínica del campus norte"],
    [
      "VA_MEDICAL_CENTER",
      "Veterans Affairs Medical Center (affiliate)",
      "Centro Médico de Asuntos de Veteranos (afiliado)",
    ],
    ["COMMUNITY_HEALTH_CENTER", "Community Health Center", "Centro de Salud Comunitario"],
    [
      "PSYCHOLOGY_BUILDING",
      "Department of Psychology, Behavioral Sciences Building",
      "Departamento de Psicología, edificio de Ciencias del Comportamiento",
    ],
    ["ONLINE", "Online / at home", "En línea / desde casa"],
  ]),
  ...medicalConditions.map(([text, es], index) => ({
    id: 272000 + index,
    type: "MEDICAL_CONDITION",
    name: slug(text),
    displayText: text,
    translations: { ES: es },
  })),
];
