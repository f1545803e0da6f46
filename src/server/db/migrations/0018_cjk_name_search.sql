-- Names in Chinese, Japanese or Korean script are shown surname first (李明华, person-name.ts), so
-- a practitioner searches them that way: the search text of such patients gains that order too
-- (patientSearchText does it for every patient saved from now on).
UPDATE patients
  SET search_text = search_text || ' ' || last_name || first_name
  WHERE first_name ~ '^[一-鿿㐀-䶿ぁ-ゟ゠-ヿ가-힯]+$'
    AND last_name ~ '^[一-鿿㐀-䶿ぁ-ゟ゠-ヿ가-힯]+$';
