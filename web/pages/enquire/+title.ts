export default 'Rezervasyon | Fethiye Tekne';
