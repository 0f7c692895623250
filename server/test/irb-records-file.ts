import { once } from "node:events";
import { createWriteStream } from "node:fs";
import { createStaffWithPassword } from "./staff-with-password";

/** IRB records as an IRB system's export would look (quoted titles with commas): for bench:import and the kill test. */
const DEPARTMENTS = ["Cardiology", "Neurology", "Oncology", "Pediatrics", "Psychiatry", "Endocrinology"];
const STATUSES = ["APPROVED", "APPROVED", "APPROVED", "EXEMPT", "PENDING", "EXPIRED", "CLOSED"];

/** Writes the file row by row, never holding it whole. */
export async function writeIrbRecordsCsv(path: string, rows: number): Promise<void> {
  const out = createWriteStream(path);
  out.write(
    "study_number,title,pi_first_name,pi_middle_name,pi_last_name,pi_email,irb_status,department,approval_date,expiration_date,sponsor\r\n",
  );
  for (let index = 0; index < rows; index++) {
    const number = `IRB${String(index + 1).padStart(8, "0")}`;
    const pi = index % 2_000;
    const line = `${number},"A randomized study of treatment ${index % 97}, follow-up and quality of life in ""cohort ${index % 13}""",Pat${pi},,Investigator${pi},pi${pi}@example.edu,${STATUSES[index % STATUSES.length]},${DEPARTMENTS[index % DEPARTMENTS.length]},2026-0${1 + (index % 9)}-15,2027-0${1 + (index % 9)}-14,Sponsor ${index % 50}\r\n`;
    if (!out.write(line)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
}

/** A study importer who signs in with a password. */
export const createStudyImporter = (url: string, email: string, password: string) =>
  createStaffWithPassword(url, email, password, ["STUDY_IMPORTER"]);
