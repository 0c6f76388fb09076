export default 'Sayfa bulunamadı | Fethiye Tekne';
