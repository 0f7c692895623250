-- Marks the messages that have attachments (issue 27): a conversation's read looked up the attachments of
-- each message of its window, a fifth of its work in PostgreSQL, when most messages have none. The
-- senders write the flag with the message; this trigger sets it for an attachment row written any other
-- way (it updates no message whose flag is already set, so a sender's own rows cost one probe each). The
-- flag is never cleared: a message keeps its attachments (a deleted attachment stays on the messages
-- already sent), and a flag without rows reads as no attachments.
CREATE FUNCTION message_attachments_flag_messages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE messages m SET has_attachments = true
  FROM (SELECT DISTINCT n.message_id FROM new_rows n ORDER BY 1) n
  WHERE m.id = n.message_id AND NOT m.has_attachments;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER message_attachments_flag_messages_insert AFTER INSERT ON message_attachments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_attachments_flag_messages();
--> statement-breakpoint
CREATE TRIGGER message_attachments_flag_messages_update AFTER UPDATE ON message_attachments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION message_attachments_flag_messages();
--> statement-breakpoint
UPDATE messages m SET has_attachments = true
WHERE EXISTS (SELECT 1 FROM message_attachments ma WHERE ma.message_id = m.id);
