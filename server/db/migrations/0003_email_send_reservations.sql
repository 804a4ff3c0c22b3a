-- A sign-in mail is reserved before it is sent and counts as sent only once
-- the SMTP server took it: pending_until is set while the send is under way
-- and cleared when it succeeded (a failed send deletes its row). A row whose
-- pending_until has passed belongs to a process that died mid-send; it no
-- longer counts against any limit.
alter table local_auth.email_sends add column if not exists pending_until timestamptz;
