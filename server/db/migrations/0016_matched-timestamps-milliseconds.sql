-- Matched participant timestamps are kept at millisecond precision, the precision the API carries
-- (server/services/matched-participants/matched-row.ts), so a position sent back names its row exactly.
update matched_participants set timestamp = date_trunc('milliseconds', timestamp)
  where timestamp <> date_trunc('milliseconds', timestamp);
