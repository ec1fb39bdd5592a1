# tr and its relatives refuse a backward range and arguments that are not Strings, as CRuby does
def try
  yield
rescue => e
  puts "#{e.class}: #{e.message}"
end

try { p "hello".tr("z-a", "x") }
try { p "hello".tr("a", "z-a") }
try { p "hello".tr("é-a", "b") }
try { p "abc".tr(1, "x") }
try { p "abc".tr("a", nil) }
try { p "abc".delete(:a) }
try { p "abc".delete }
try { p "".delete }
try { p "abc".count }
try { p "".count("z-a") }
try { p "".squeeze("z-a") }
try { p "abc".squeeze(1) }
"abc".tr("c-a", "x")
