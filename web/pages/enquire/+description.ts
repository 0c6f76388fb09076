export default 'Fethiye’de tekne rezervasyonu: tekneyi ve tarihleri seçin, %20 ön ödeme ile yerinizi TÜRSAB güvencesiyle ayırtın.';
