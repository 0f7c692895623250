-- The volunteers who signed up and never opened their account: closed, never closed by anyone (a closed
-- account has its deactivation's date), never signed in, no verification link followed. Signing in, signing
-- up again or a forgotten password now sends them a way to open it (decision 027).
UPDATE users u SET awaiting_email_verification = true
WHERE u.type = 'VOLUNTEER' AND NOT u.enabled AND u.deactivated_at IS NULL AND u.parent_user_id IS NULL
  AND u.last_login_date IS NULL
  AND NOT EXISTS (SELECT 1 FROM verification_tokens t WHERE t.user_id = u.id AND t.purpose = 'EMAIL_VERIFICATION'
    AND t.used_at IS NOT NULL);
