<?xml version='1.0' encoding='utf-8'?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Category</name>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Space</source>
        <translation>空间</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电力</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络</translation>
    </message>
    <message>
        <source>Operations</source>
        <translation>运维</translation>
    </message>
    <message>
        <source>Rental on demand</source>
        <translation>按需租用</translation>
    </message>
    <message>
        <source>Rental reserved</source>
        <translation>预留租用</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>租赁</translation>
    </message>
    <message>
        <source>Tax</source>
        <translation>税</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>托管 API</translation>
    </message>
</context>
<context>
    <name>CellValues</name>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>Not stated: the default %1 applies.</source>
        <translation>未填写：采用默认值 %1。</translation>
    </message>
    <message>
        <source>Range for risk analyses: %1 to %2</source>
        <translation>风险分析区间：%1 至 %2</translation>
    </message>
    <message>
        <source>Source: %1</source>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>As of: %1</source>
        <translation>截至：%1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>备注：%1</translation>
    </message>
    <message>
        <source>Overridden. Shipped value: %1 (%2, %3)</source>
        <translation>已修改。内置默认值：%1（%2，%3）</translation>
    </message>
    <message>
        <source>Evidence: %1</source>
        <translation>依据类型:%1</translation>
    </message>
</context>
<context>
    <name>ChartCatalog</name>
    <message>
        <source>Cumulative cost by plan</source>
        <translation>各方案累计成本</translation>
    </message>
    <message>
        <source>Cheapest: %1, %2 in present value</source>
        <translation>成本最低：%1，现值 %2</translation>
    </message>
    <message>
        <source>Monthly cost by category</source>
        <translation>按类别划分的月度成本</translation>
    </message>
    <message>
        <source>%1: up to %2 a month</source>
        <translation>%1：每月最高 %2</translation>
    </message>
    <message>
        <source>Present value of every plan by category</source>
        <translation>各方案按类别划分的现值</translation>
    </message>
    <message>
        <source>Owning saves %1 against renting</source>
        <translation>自购比租用节省 %1</translation>
    </message>
    <message>
        <source>Renting saves %1 against owning</source>
        <translation>租用比自购节省 %1</translation>
    </message>
    <message>
        <source>Present value by plan and category</source>
        <translation>按方案和类别划分的现值</translation>
    </message>
    <message>
        <source>Capacity against demand</source>
        <translation>容量与需求对比</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Peak demand %1 GPUs</source>
        <translation>峰值需求 %1 个 GPU</translation>
    </message>
    <message numerus="yes">
        <source>%1 owns up to %n %2 server(s)</source>
        <translation>
            <numerusform>%1 最多自有 %n 台 %2 服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 rents all of its %2 demand</source>
        <translation>%1 的 %2 需求全部租用</translation>
    </message>
    <message>
        <source>Load duration in the last year</source>
        <translation>最后一年的负荷持续曲线</translation>
    </message>
    <message>
        <source>Racks and facility power</source>
        <translation>机柜与设施功率</translation>
    </message>
    <message numerus="yes">
        <source>Up to %n rack(s); facility power up to %1 kW (monthly average)</source>
        <translation>
            <numerusform>最多 %n 个机柜；设施功率最高 %1 kW（月平均）</numerusform>
        </translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Monthly</source>
        <translation>月度</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>现值</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>容量</translation>
    </message>
    <message>
        <source>Load duration</source>
        <translation>负荷持续曲线</translation>
    </message>
    <message>
        <source>Racks &amp;&amp; power</source>
        <translation>机柜&amp;&amp;电力</translation>
    </message>
</context>
<context>
    <name>ChartTooltip</name>
    <message>
        <source>%1 GPUs</source>
        <translation>%1 个 GPU</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 个机柜</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 % of hours</source>
        <translation>%1% 的时间</translation>
    </message>
    <message>
        <source>at least %1 in %2</source>
        <translation>%2内至少为 %1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>Charts</name>
    <message>
        <source>Months from start</source>
        <translation>距起始月数</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Net present value: %1</source>
        <translation>净现值：%1</translation>
    </message>
    <message>
        <source>net %1</source>
        <translation>净额 %1</translation>
    </message>
    <message>
        <source>Cost per month (%1)</source>
        <translation>月度成本（%1）</translation>
    </message>
    <message>
        <source>%1 (plan %2)</source>
        <translation>%1（方案 %2）</translation>
    </message>
    <message>
        <source>Present value (%1)</source>
        <translation>现值（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost, present value (%1)</source>
        <translation>累计成本现值（%1）</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>累计成本（%1）</translation>
    </message>
    <message>
        <source>Break-even (present value)</source>
        <translation>盈亏平衡点（现值）</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>from the start</source>
        <translation>从起始月起</translation>
    </message>
    <message>
        <source>after 1 month</source>
        <translation>1 个月后</translation>
    </message>
    <message>
        <source>after %1 months</source>
        <translation>%1 个月后</translation>
    </message>
    <message>
        <source>Cumulative cost, present value: %1</source>
        <translation>累计成本现值：%1</translation>
    </message>
    <message>
        <source>Cumulative cost: %1</source>
        <translation>累计成本：%1</translation>
    </message>
    <message>
        <source>%1 breaks even with %2</source>
        <translation>%1 相对于 %2 达到盈亏平衡点</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 月</translation>
    </message>
    <message>
        <source>Scenario %1</source>
        <translation>情景 %1</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>GPUs (%1)</source>
        <translation>GPU 数（%1）</translation>
    </message>
    <message>
        <source>Owned GPUs (incl. spares)</source>
        <translation>自有 GPU（含备用）</translation>
    </message>
    <message>
        <source>Peak demand</source>
        <translation>峰值需求</translation>
    </message>
    <message>
        <source>Average demand</source>
        <translation>平均需求</translation>
    </message>
    <message>
        <source>Rented on demand (average GPUs)</source>
        <translation>按需租用（平均 GPU 数）</translation>
    </message>
    <message>
        <source>Above owned capacity, not served (average GPUs)</source>
        <translation>超出自有容量、未满足（平均 GPU 数）</translation>
    </message>
    <message>
        <source>Share of hours in months %1–%2 (%)</source>
        <translation>第 %1–%2 月中的小时占比（%）</translation>
    </message>
    <message>
        <source>Rented on demand (demand above the owned fleet)</source>
        <translation>按需租用（超出自有设备的需求）</translation>
    </message>
    <message>
        <source>Above the owned fleet, not served</source>
        <translation>超出自有设备、未满足</translation>
    </message>
    <message>
        <source>Hourly demand, sorted</source>
        <translation>逐小时需求（已排序）</translation>
    </message>
    <message>
        <source>Owned GPUs (incl. spares), month %1</source>
        <translation>自有 GPU（含备用），第 %1 月</translation>
    </message>
    <message>
        <source>Hybrid cap</source>
        <translation>混合方案上限</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Average facility power (kW)</source>
        <translation>平均设施功率（kW）</translation>
    </message>
    <message>
        <source>%1 to %2 %3</source>
        <translation>%1 至 %2 %3</translation>
    </message>
    <message>
        <source>Figure at its low bound</source>
        <translation>数值取下限</translation>
    </message>
    <message>
        <source>Figure at its high bound</source>
        <translation>数值取上限</translation>
    </message>
    <message>
        <source>Owning minus renting, present value (%1); below 0 owning is cheaper</source>
        <translation>自购减租用的现值（%1）；低于 0 表示自购更便宜</translation>
    </message>
    <message>
        <source>Trials</source>
        <translation>试验次数</translation>
    </message>
    <message>
        <source>Trials where owning is cheaper</source>
        <translation>自购更便宜的试验</translation>
    </message>
    <message>
        <source>Trials where renting is cheaper</source>
        <translation>租用更便宜的试验</translation>
    </message>
    <message>
        <source>P5</source>
        <translation>P5</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Owning cheaper (darker: by more)</source>
        <translation>自购更便宜（颜色越深，差额越大）</translation>
    </message>
    <message>
        <source>Renting cheaper (darker: by more)</source>
        <translation>租用更便宜（颜色越深，差额越大）</translation>
    </message>
    <message>
        <source>Break-even: owning costs the same as renting</source>
        <translation>盈亏平衡点：自购与租用成本相同</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of %2 trials</source>
        <translation>在 %2 次试验中，自购更便宜的占 %1%</translation>
    </message>
    <message>
        <source>Change from the base case, present value (%1)</source>
        <translation>相对基准情景的变化，现值（%1）</translation>
    </message>
    <message>
        <source>Demand (× the scenario's)</source>
        <translation>需求（情景数值的倍数）</translation>
    </message>
    <message>
        <source>Rental prices (× the scenario's)</source>
        <translation>租用价格（情景数值的倍数）</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月数</translation>
    </message>
    <message>
        <source>Cost (%1)</source>
        <translation>成本（%1）</translation>
    </message>
    <message>
        <source>Other plans (hover a line for its name)</source>
        <translation>其他方案（将鼠标移到线上显示名称）</translation>
    </message>
    <message>
        <source>Share of hours (%)</source>
        <translation>小时比例（%）</translation>
    </message>
    <message>
        <source>Facility power (kW)</source>
        <translation>设施电力（kW）</translation>
    </message>
    <message>
        <source>Change in present value (%1)</source>
        <translation>现值变化（%1）</translation>
    </message>
    <message>
        <source>Owning minus renting, present value (%1)</source>
        <translation>自有减租用，现值（%1）</translation>
    </message>
    <message>
        <source>Owning minus renting (%1)</source>
        <translation>自有减租用（%1）</translation>
    </message>
    <message>
        <source>Demand on today's fleet (× today's)</source>
        <translation>以现有机队计的需求（相对当前倍数）</translation>
    </message>
    <message>
        <source>Demand (× today's)</source>
        <translation>需求（相对当前倍数）</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>Demand (×)</source>
        <translation>需求（倍数）</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Rental prices (×)</source>
        <translation>租用价格（倍数）</translation>
    </message>
    <message>
        <source>Rental prices</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1，%2</translation>
    </message>
    <message>
        <source>Present value: %1</source>
        <translation>现值：%1</translation>
    </message>
    <message>
        <source>P95 of present value: %1</source>
        <translation>现值 P95：%1</translation>
    </message>
    <message>
        <source>Peak fiscal-year capex: %1</source>
        <translation>财政年度最高资本开支：%1</translation>
    </message>
    <message>
        <source>P95 of present value (%1)</source>
        <translation>现值 P95（%1）</translation>
    </message>
    <message>
        <source>Peak fiscal-year capex (%1)</source>
        <translation>财政年度最高资本开支（%1）</translation>
    </message>
    <message>
        <source>Capex (%1)</source>
        <translation>资本开支（%1）</translation>
    </message>
    <message>
        <source>Pareto front</source>
        <translation>帕累托前沿</translation>
    </message>
    <message>
        <source>Ranked plans</source>
        <translation>已排名方案</translation>
    </message>
    <message>
        <source>Best (#1)</source>
        <translation>最佳（#1）</translation>
    </message>
</context>
<context>
    <name>Cli</name>
    <message>
        <source>unknown command '%1'</source>
        <translation>未知的命令 '%1'</translation>
    </message>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知的选项 %1</translation>
    </message>
    <message>
        <source>missing the workbook FILE</source>
        <translation>未指定工作簿 FILE</translation>
    </message>
    <message>
        <source>unexpected argument %1</source>
        <translation>多余的参数 %1</translation>
    </message>
    <message>
        <source>--trials must be a whole number from 1 to 1000000, got '%1'</source>
        <translation>--trials 必须为 1 到 1000000 的整数（当前为 '%1'）</translation>
    </message>
    <message>
        <source>--format must be table or json, got '%1'</source>
        <translation>--format 必须为 table 或 json（当前为 '%1'）</translation>
    </message>
    <message>
        <source>%1 must be LOW:HIGH</source>
        <translation>%1 必须为 LOW:HIGH 格式</translation>
    </message>
    <message>
        <source>--steps must be a whole number from 2 to 1000</source>
        <translation>--steps 必须为 2 到 1000 的整数</translation>
    </message>
    <message>
        <source>Run '%1 --help' for usage.</source>
        <translation>运行 '%1 --help' 查看用法。</translation>
    </message>
    <message>
        <source>missing -o PATH</source>
        <translation>未指定 -o PATH</translation>
    </message>
    <message>
        <source>missing --format csv|xlsx|png|svg</source>
        <translation>未指定 --format csv|xlsx|png|svg</translation>
    </message>
    <message>
        <source>--format must be csv, xlsx, png or svg, got '%1'</source>
        <translation>--format 必须为 csv、xlsx、png 或 svg（当前为 '%1'）</translation>
    </message>
    <message>
        <source>--chart applies to png and svg only</source>
        <translation>--chart 只适用于 png 和 svg</translation>
    </message>
    <message>
        <source>unknown chart '%1'; one of %2</source>
        <translation>未知的图表 '%1'；可选: %2</translation>
    </message>
    <message>
        <source>--trials applies to the risk charts only</source>
        <translation>--trials 只适用于风险图表</translation>
    </message>
    <message>
        <source>--size applies to png only</source>
        <translation>--size 只适用于 png</translation>
    </message>
    <message>
        <source>--size must be WIDTHxHEIGHT between 320x180 and 8192x8192, e.g. 3840x2160; got '%1'</source>
        <translation>--size 必须为 320x180 到 8192x8192 之间的 WIDTHxHEIGHT，例如 3840x2160（当前为 '%1'）</translation>
    </message>
    <message>
        <source>--bom applies to csv only</source>
        <translation>--bom 只适用于 csv</translation>
    </message>
    <message>
        <source>--after-tax and --pre-tax cannot be used together</source>
        <translation>--after-tax 与 --pre-tax 不能同时使用</translation>
    </message>
    <message>
        <source>%1 holds one scenario; name it with --scenario (%2 has %3)</source>
        <translation>%1 只能包含一个情景；请用 --scenario 指定（%2 中有 %3）</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 2^64 - 1</source>
        <translation>--seed 必须为 0 到 2^64 - 1 的整数</translation>
    </message>
    <message>
        <source>missing -o OUTPUT.pdf</source>
        <translation>未指定 -o OUTPUT.pdf</translation>
    </message>
    <message>
        <source>--page must be a4 or letter, got '%1'</source>
        <translation>--page 必须为 a4 或 letter（当前为 '%1'）</translation>
    </message>
    <message>
        <source>--trials and --no-risk cannot be used together</source>
        <translation>--trials 与 --no-risk 不能同时使用</translation>
    </message>
    <message>
        <source>no scenario named "%1" in %2</source>
        <translation>%2 中没有名为 "%1" 的情景</translation>
    </message>
    <message>
        <source>--input must be INPUT or INPUT=LOW:HIGH, got '%1'</source>
        <translation>--input 必须为 INPUT 或 INPUT=LOW:HIGH（当前为 '%1'）</translation>
    </message>
    <message>
        <source>%1 must be a whole number from %2 to %3</source>
        <translation>%1 必须为 %2 到 %3 的整数</translation>
    </message>
    <message>
        <source>no scenario named "%1" in %2 (it has %3)</source>
        <translation>%2 中没有名为 "%1" 的情景（现有: %3）</translation>
    </message>
    <message>
        <source>--objective must be pv, pv_after_tax or p95, got '%1'</source>
        <translation>--objective 必须是 pv、pv_after_tax 或 p95，得到 '%1'</translation>
    </message>
</context>
<context>
    <name>CliHelp</name>
    <message>
        <source>evaluate a workbook and print each plan's costs</source>
        <translation>评估工作簿并列出每个方案的成本</translation>
    </message>
    <message>
        <source>check a workbook and list its problems</source>
        <translation>检查工作簿并列出问题</translation>
    </message>
    <message>
        <source>each ranged figure alone at its low and high: tornados</source>
        <translation>逐一将有范围的数值设为下限和上限：龙卷风图</translation>
    </message>
    <message>
        <source>percentiles of costs and break-even from random draws</source>
        <translation>以随机抽样计算成本和盈亏平衡点的百分位数</translation>
    </message>
    <message>
        <source>owning minus renting over a grid of two inputs</source>
        <translation>两个输入的网格上“自有减租用”的差额</translation>
    </message>
    <message>
        <source>what it takes for owning to win: each input's break-even value</source>
        <translation>自有胜出所需的条件：每个输入的盈亏平衡值</translation>
    </message>
    <message>
        <source>write the PDF report of a scenario or a comparison</source>
        <translation>导出情景或比较的 PDF 报告</translation>
    </message>
    <message>
        <source>export flows as CSV or XLSX, or a chart as PNG or SVG</source>
        <translation>以 CSV 或 XLSX 导出现金流，或以 PNG 或 SVG 导出图表</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli COMMAND [OPTIONS]

Compares renting and owning GPU servers for the workloads of a FleetCost workbook.

Commands:
</source>
        <translation>用法：fleetcost-cli COMMAND [OPTIONS]

针对 FleetCost 工作簿的工作负载，比较租用与自有 GPU 服务器。

命令：
</translation>
    </message>
    <message>
        <source>
Run 'fleetcost-cli COMMAND --help' for a command's options.
Exit status: 0 done, 1 the workbook has problems, 2 usage error.
</source>
        <translation>
运行 'fleetcost-cli COMMAND --help' 查看命令的选项。
退出状态：0 完成，1 工作簿有问题，2 用法错误。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli evaluate FILE [--scenario NAME] [--format table|json]
                              [--after-tax | --pre-tax]

Evaluates the scenarios of a workbook and prints, for each plan, the present value,
the nominal cost, the cost per GPU-hour, the CO2 and the break-even months.

Options:
  --scenario NAME   evaluate only the scenarios called NAME (may be repeated);
                    problems in the other scenarios are then ignored
  --format FORMAT   table (default, for reading) or json (the full result:
                    flows by category, fleet, racks, break-even, workloads)
  --after-tax       evaluate after tax, whatever the workbook's after_tax says
  --pre-tax         evaluate before tax, whatever the workbook's after_tax says
  --help            show this help

With problems nothing is printed on standard output; each problem is printed on
standard error as 'POINTER: message'.
Exit status: 0 evaluated, 1 the workbook has problems, 2 usage error.
</source>
        <translation>用法：fleetcost-cli evaluate FILE [--scenario NAME] [--format table|json]
                              [--after-tax | --pre-tax]

评估工作簿的情景，并为每个方案列出现值、名义成本、每 GPU 小时成本、
CO2 和盈亏平衡月份。

选项：
  --scenario NAME   只评估名为 NAME 的情景（可重复）；
                    其他情景的问题将被忽略
  --format FORMAT   table（默认，供阅读）或 json（完整结果：
                    按类别的现金流、机群、机柜、盈亏平衡、工作负载）
  --after-tax       按税后评估，无论工作簿的 after_tax 如何设置
  --pre-tax         按税前评估，无论工作簿的 after_tax 如何设置
  --help            显示此帮助

有问题时标准输出不会有任何内容；每个问题以 'POINTER: message' 的格式
输出到标准错误。
退出状态：0 已评估，1 工作簿有问题，2 用法错误。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli export FILE --format csv|xlsx|png|svg -o PATH [--scenario NAME]
                            [--chart ID] [--size WIDTHxHEIGHT] [--bom]
                            [--after-tax | --pre-tax] [--trials N]

  csv   monthly flows of every plan by category (RFC 4180, UTF-8); every scenario of the
        workbook unless --scenario names some
  xlsx  a spreadsheet in which every flow is a formula of the inputs: a Summary that
        compares the scenarios, and per scenario its Assumptions (one named cell per
        figure), Monthly inputs, one sheet per plan (FleetCost's decisions as constants,
        every flow, total, NPV, break-even and IRR as formulas) and Break-even; every
        scenario of the workbook unless --scenario names some
  png   one chart for a slide, with title and subtitle (default 1920x1080)
  svg   the same chart as vectors

Options:
  -o, --output PATH   the file to write (replaced if it exists)
  --scenario NAME     the scenario (required for png and svg when the workbook has
                      several; csv and xlsx: may be repeated)
  --chart ID          png/svg: which chart (default: cumulative); one of
                      cumulative, monthly, present-value, capacity, load-duration,
                      racks-power, and the risk charts tornado (owning minus renting),
                      risk-distribution (Monte Carlo, seed 1), breakeven-map
  --size WxH          png: 1920x1080 (default) or 3840x2160, or any size up to 8192x8192
  --bom               csv: begin with a UTF-8 byte-order mark (for Excel on Windows)
  --after-tax         export after tax, whatever the workbook's after_tax says
  --pre-tax           export before tax
  --trials N          risk-distribution: Monte Carlo trials (default 10000)
  --help              show this help

Exit status: 0 written, 1 the workbook has problems or the file cannot be written,
2 usage error.
</source>
        <translation>用法：fleetcost-cli export FILE --format csv|xlsx|png|svg -o PATH [--scenario NAME]
                            [--chart ID] [--size WIDTHxHEIGHT] [--bom]
                            [--after-tax | --pre-tax] [--trials N]

  csv   每个方案按类别的每月现金流（RFC 4180，UTF-8）；除非用 --scenario 指定，
        否则包括工作簿的所有情景
  xlsx  每个现金流都是输入公式的电子表格：比较各情景的 Summary，以及每个情景的
        Assumptions（每个数值一个命名单元格）、Monthly inputs、每个方案一张工作表
        （FleetCost 的决策为常量，所有现金流、合计、NPV、盈亏平衡和 IRR 为公式）
        和 Break-even；除非用 --scenario 指定，否则包括工作簿的所有情景
  png   一张用于演示的图表，带标题和副标题（默认 1920x1080）
  svg   同一图表的矢量格式

选项：
  -o, --output PATH   要写入的文件（如已存在则替换）
  --scenario NAME     情景（工作簿有多个情景时，png 和 svg 必须提供；
                      csv 和 xlsx：可重复）
  --chart ID          png/svg：哪一个图表（默认：cumulative）；可选
                      cumulative、monthly、present-value、capacity、load-duration、
                      racks-power，以及风险图表 tornado（自有减租用）、
                      risk-distribution（蒙特卡洛，种子 1）、breakeven-map
  --size WxH          png：1920x1080（默认）或 3840x2160，或最大 8192x8192 的任意尺寸
  --bom               csv：以 UTF-8 字节顺序标记开头（供 Windows 上的 Excel 使用）
  --after-tax         按税后导出，无论工作簿的 after_tax 如何设置
  --pre-tax           按税前导出
  --trials N          risk-distribution：蒙特卡洛试验次数（默认 10000）
  --help              显示此帮助

退出状态：0 已写入，1 工作簿有问题或无法写入文件，
2 用法错误。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli montecarlo FILE --trials N --seed S [--threads T]
                                [--scenario NAME] [--format table|json]
                                [--after-tax | --pre-tax]

Draws every figure that has a range from a triangular distribution (low, value, high),
independently, with the base case's hybrid caps and reservations held, and prints the
percentiles P5..P95 of each plan's present value, of the difference between the
cheapest owning and the cheapest renting plan and of the break-even month, and the
probability that owning is cheaper. The same seed gives the same output whatever the
number of threads.

Options:
  --trials N        trials to draw (default 10000, at most 1000000, and as many as
                    fit in 256 MiB: 8 bytes per trial for each plan and 4 more)
  --seed S          seed of the draws, a whole number (default 1)
  --threads T       threads to use (default: one per core)
  --scenario NAME   only the scenarios called NAME (may be repeated)
  --format FORMAT   table (default) or json (keys in docs/risk.md)
  --after-tax       evaluate after tax, whatever the workbook's after_tax says
  --pre-tax         evaluate before tax, whatever the workbook's after_tax says
  --help            show this help

Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook, a bound or a trial's draws have problems,
2 usage error, 130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>用法：fleetcost-cli montecarlo FILE --trials N --seed S [--threads T]
                                [--scenario NAME] [--format table|json]
                                [--after-tax | --pre-tax]

从三角分布（low、value、high）独立抽取每个有范围的数值，基准情况的混合上限和预留
保持不变，并列出每个方案现值、最便宜自有方案与最便宜租用方案之差，以及盈亏平衡
月份的百分位数 P5..P95，还有自有更便宜的概率。相同的种子无论使用多少线程，
输出都相同。

选项：
  --trials N        抽样的试验次数（默认 10000，最多 1000000，且以 256 MiB 能容纳
                    为限：每次试验每个方案 8 字节，另加 4 个）
  --seed S          抽样的种子，整数（默认 1）
  --threads T       使用的线程数（默认：每个核心一个）
  --scenario NAME   只处理名为 NAME 的情景（可重复）
  --format FORMAT   table（默认）或 json（键见 docs/risk.md）
  --after-tax       按税后评估，无论工作簿的 after_tax 如何设置
  --pre-tax         按税前评估，无论工作簿的 after_tax 如何设置
  --help            显示此帮助

标准错误为终端时会显示进度；按 Ctrl+C 可停止。
退出状态：0 完成，1 工作簿、界限或试验抽取的数值有问题，
2 用法错误，130 已按 Ctrl+C 停止（不会输出任何内容）。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli sensitivity FILE [--scenario NAME] [--format table|json]
                                 [--after-tax | --pre-tax]

Sets each figure that has a range (low, high) alone to its low and to its high, every
other figure at its value and the base case's hybrid caps and reservations held, and
prints how each plan's present value and the difference between the cheapest owning
and the cheapest renting plan change, sorted by swing (a tornado).

Options:
  --scenario NAME   only the scenarios called NAME (may be repeated)
  --format FORMAT   table (default) or json (keys in docs/risk.md)
  --after-tax       evaluate after tax, whatever the workbook's after_tax says
  --pre-tax         evaluate before tax, whatever the workbook's after_tax says
  --help            show this help

A bound that breaks its field's rule is a problem at '.../low' or '.../high'.
Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook or a bound has problems, 2 usage error,
130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>用法：fleetcost-cli sensitivity FILE [--scenario NAME] [--format table|json]
                                 [--after-tax | --pre-tax]

逐一将每个有范围（low、high）的数值单独设为其下限和上限，其他数值保持原值，
基准情况的混合上限和预留保持不变，并按波动幅度排序列出每个方案的现值，以及最便宜
自有方案与最便宜租用方案之差的变化（龙卷风图）。

选项：
  --scenario NAME   只处理名为 NAME 的情景（可重复）
  --format FORMAT   table（默认）或 json（键见 docs/risk.md）
  --after-tax       按税后评估，无论工作簿的 after_tax 如何设置
  --pre-tax         按税前评估，无论工作簿的 after_tax 如何设置
  --help            显示此帮助

违反字段规则的界限会成为 '.../low' 或 '.../high' 的问题。
标准错误为终端时会显示进度；按 Ctrl+C 可停止。
退出状态：0 完成，1 工作簿或界限有问题，2 用法错误，
130 已按 Ctrl+C 停止（不会输出任何内容）。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli validate FILE

Checks a workbook: JSON syntax, every field's type and range, references between
objects, each plan's servers, rental offers and rack fit, and that the costs can be
computed. Prints each problem as
'POINTER: message' on standard output, and nothing when there is none.

Exit status: 0 no problems, 1 problems found, 2 usage error.
</source>
        <translation>用法：fleetcost-cli validate FILE

检查工作簿：JSON 语法、每个字段的类型和范围、对象之间的引用、每个方案的
服务器、租用报价和机柜容纳，以及成本能否计算。每个问题以
'POINTER: message' 的格式输出到标准输出；没有问题时不输出任何内容。

退出状态：0 没有问题，1 发现问题，2 用法错误。
</translation>
    </message>
    <message>
        <source>the best mix of owning, renting and APIs: every assignment, ranked</source>
        <translation>自有、租用与 API 的最佳组合:逐一排名所有分配</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli find FILE [--scenario NAME] [--top N]
                          [--objective pv|pv_after_tax|p95] [--trials N] [--seed S]
                          [--format table|json] [-o OUT.fleetcost] [--threads T]

Searches every assignment of each workload to a supply the scenario allows: renting on
demand or reserved in a region with an offer for its GPU model, owning it colocated or
hybrid at a site, or a region's hosted API offers for its model. What is owned at one site
shares that site's racks and fees; one site is owned one way. Each assignment is priced as
a portfolio plan by the same engine as evaluate, and the best are ranked by present value;
spaces above 50,000,000 assignments are searched by branch and bound, which proves its
best or prints a proven lower bound and the gap to it. Candidates of equal present value
are ranked once, with the number of equal alternatives.

Options:
  --top N                    how many plans to rank, 1 to 1000 (default 10)
  --objective OBJECTIVE      pv (default), pv_after_tax, or p95: the 95th percentile of
                             present value over Monte Carlo trials, of the 40 plans of
                             lowest present value
  --trials N                 p95: Monte Carlo trials, 100 to 100000 (default 1000)
  --seed S                   p95: the random seed (default 1)
  -o OUT.fleetcost           write the workbook with the ranked plans added to each
                             searched scenario as portfolio plans
  --threads T                threads to use (default 2)
  --scenario NAME            only the scenarios called NAME (may be repeated)
  --format FORMAT            table (default) or json (keys in docs/finder.md)
  --help                     show this help

Exit status: 0 done, 1 the workbook has problems or cannot be searched, 2 usage error,
130 stopped by Ctrl+C.
</source>
        <translation>Usage: fleetcost-cli find FILE [--scenario NAME] [--top N]
                          [--objective pv|pv_after_tax|p95] [--trials N] [--seed S]
                          [--format table|json] [-o OUT.fleetcost] [--threads T]

搜索把每个工作负载分配到情景允许的每种供应:在有该 GPU 型号租用方案的区域按需或预留
租用、在数据中心以托管或混合方式自有，或区域内提供其模型的托管 API。在同一数据中心
自有的部分共用该数据中心的机柜与费用;每个数据中心只有一种自有方式。每个分配都以
与 evaluate 相同的引擎作为组合计划计算，并按现值排名;分配超过 50,000,000 种时以
分支定界法搜索，证明最佳结果，或列出已证明的下限及与之的差距。现值相同的候选合并为
一个名次，并注明同值替代方案的数量。

选项:
  --top N                    排名的计划数量，1 至 1000(默认 10)
  --objective OBJECTIVE      pv(默认)、pv_after_tax 或 p95:现值最低的 40 个计划
                             在蒙特卡洛试验中现值的第 95 百分位数
  --trials N                 p95:蒙特卡洛试验次数，100 至 100000(默认 1000)
  --seed S                   p95:随机种子(默认 1)
  -o OUT.fleetcost           把排名的计划作为组合计划加入每个已搜索的情景，
                             写出工作簿
  --threads T                使用的线程数(默认 2)
  --scenario NAME            只处理名为 NAME 的情景(可重复)
  --format FORMAT            table(默认)或 json(键见 docs/finder.md)
  --help                     显示此帮助

退出状态:0 完成，1 工作簿有问题或无法搜索，2 用法错误，
130 被 Ctrl+C 停止。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli report FILE -o OUTPUT.pdf [--scenario NAME]... [--page a4|letter]
                            [--after-tax | --pre-tax] [--trials N | --no-risk]

Writes the PDF report of a scenario: a first page with the answer, the inputs that
decide it and what it takes for owning to win (thresholds, as fleetcost-cli thresholds);
key figures and every results chart, how the plan finder found the cheapest mix of
supplies (as fleetcost-cli find), the risk analyses (tornado, Monte Carlo with seed 1,
break-even map), yearly cash flows, warnings (stale prices among them), method notes,
and the assumptions register with numbered sources, dates, kinds of evidence and the
age of stale prices. With two or more scenarios (several --scenario options, or a
workbook of several scenarios and no --scenario), a comparison: side by side, each
scenario's summary and key charts, one register for them all.

Options:
  -o, --output PATH   the PDF to write (replaced if it exists)
  --scenario NAME     the scenario to report (may be repeated; default: all)
  --page SIZE         a4 (default) or letter
  --after-tax         report after tax, whatever the workbook's after_tax says
  --pre-tax           report before tax
  --trials N          Monte Carlo trials of the risk section (default 10000)
  --no-risk           leave the risk section out
  --help              show this help

Exit status: 0 written, 1 the workbook has problems or the file cannot be written,
2 usage error.
</source>
        <translation>用法：fleetcost-cli report FILE -o OUTPUT.pdf [--scenario NAME]... [--page a4|letter]
                            [--after-tax | --pre-tax] [--trials N | --no-risk]

导出情景的 PDF 报告：第一页载有结论、决定结论的输入，以及自有胜出所需的条件
（临界值，与 fleetcost-cli thresholds 相同）；主要数字和所有结果图表、计划搜索器如何找出最便宜的供应组合（与 fleetcost-cli find
相同）、风险分析
（龙卷风图、种子 1 的蒙特卡洛模拟、盈亏平衡图）、每年现金流、警告（包括过时价格）、方法说明，以及
带编号来源、日期、证据类别和过时价格月数的假设清单。有两个或以上情景时（多个 --scenario 选项，或工作簿有多个
情景而未指定 --scenario），则输出比较报告：并列比较、各情景的摘要和主要图表，
以及所有情景共用的一份假设清单。

选项：
  -o, --output PATH   要写入的 PDF（如已存在则替换）
  --scenario NAME     要报告的情景（可重复；默认：全部）
  --page SIZE         a4（默认）或 letter
  --after-tax         按税后报告，无论工作簿的 after_tax 如何设置
  --pre-tax           按税前报告
  --trials N          风险部分的蒙特卡洛试验次数（默认 10000）
  --no-risk           不包括风险部分
  --help              显示此帮助

退出状态：0 已写入，1 工作簿有问题或无法写入文件，
2 用法错误。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli breakeven-map FILE [--x INPUT] [--y INPUT] [--steps N]
                                   [--x-range LOW:HIGH] [--y-range LOW:HIGH]
                                   [--scenario NAME] [--format table|json]
                                   [--after-tax | --pre-tax]

Evaluates the difference in present value between the cheapest owning plan and the
cheapest renting plan (below 0: owning is cheaper) on a grid of two inputs, every other
figure at its value and the base case's hybrid caps and reservations held, and the
line where it is zero.

An INPUT is one of:
  demand_scale         multiplies every workload's demand (default --x, 0.5:2)
  rental_price_scale   multiplies every offer's rental prices (on demand, reserved, spot,
                       blocks, committed)
                       (default --y, 0.2:1.4)
  a JSON pointer       of a figure the scenario states, from the scenario or the file's
                       root, e.g. /sites/0/energy_per_kwh; its range is low:high

Options:
  --x INPUT, --y INPUT       the inputs across and up
  --x-range, --y-range LOW:HIGH   the range of an input (needed for a figure without one)
  --steps N                  points per input, 2 to 1000 (default 21)
  --threads T                threads to use (default: one per core)
  --scenario NAME            only the scenarios called NAME (may be repeated)
  --format FORMAT            table (default) or json (keys in docs/risk.md)
  --after-tax, --pre-tax     override the workbook's after_tax
  --help                     show this help

At most 1000 x 1000 points. Progress is shown on standard error when it is a terminal;
Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook or a grid value has problems, 2 usage error,
130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>用法：fleetcost-cli breakeven-map FILE [--x INPUT] [--y INPUT] [--steps N]
                                   [--x-range LOW:HIGH] [--y-range LOW:HIGH]
                                   [--scenario NAME] [--format table|json]
                                   [--after-tax | --pre-tax]

在两个输入组成的网格上，评估最便宜自有方案与最便宜租用方案的现值之差（低于 0：
自有更便宜），其他数值保持原值，基准情况的混合上限和预留保持不变，并找出差额为
零的线。

INPUT 为以下之一：
  demand_scale         将每个工作负载的需求乘以此倍数（--x 默认，0.5:2）
  rental_price_scale   将每个报价的租用价格（按需、预留、竞价（Spot）、
                       容量块、承诺）乘以此倍数
                       （--y 默认，0.2:1.4）
  JSON 指针            情景所列数值的位置，从情景或文件的根算起，
                       例如 /sites/0/energy_per_kwh；其范围为 low:high

选项：
  --x INPUT, --y INPUT       横轴和纵轴的输入
  --x-range, --y-range LOW:HIGH   输入的范围（没有范围的数值必须提供）
  --steps N                  每个输入的点数，2 到 1000（默认 21）
  --threads T                使用的线程数（默认：每个核心一个）
  --scenario NAME            只处理名为 NAME 的情景（可重复）
  --format FORMAT            table（默认）或 json（键见 docs/risk.md）
  --after-tax, --pre-tax     覆盖工作簿的 after_tax
  --help                     显示此帮助

最多 1000 x 1000 个点。标准错误为终端时会显示进度；
按 Ctrl+C 可停止。
退出状态：0 完成，1 工作簿或网格数值有问题，2 用法错误，
130 已按 Ctrl+C 停止（不会输出任何内容）。
</translation>
    </message>
    <message>
        <source>Usage: fleetcost-cli thresholds FILE [--input INPUT[=LOW:HIGH]]... [--owning PLAN]
                                [--renting PLAN] [--hold-decisions] [--scenario NAME]
                                [--format table|json] [--after-tax | --pre-tax]

For one owning plan against one renting plan (by default the cheapest of each), finds
the value of each input at which their present values are equal, every other input at
its value: what would have to change for owning to win (or to stop winning). Says on
which side owning wins and how far the threshold is from today's value, or that there
is no threshold in the range searched.

An INPUT is one of:
  utilisation          the busy share of the owning plan's GPUs: demand scaled on
                       today's fleet (its servers month by month)
  rental_price_scale   multiplies every offer's rental prices (on demand, reserved, spot,
                       blocks, committed)
  demand_scale         multiplies every workload's demand (the fleet follows it)
  horizon_months       the horizon, in whole months
  a JSON pointer       of a figure the scenario states, from the scenario or the file's
                       root, e.g. /sites/0/energy_per_kwh, /discount_rate_annual
Without --input: utilisation, rental_price_scale, the energy price of the owning plan's
site, the server price of the GPU model it owns most of, the discount rate, the horizon.
=LOW:HIGH searches that range instead of the one the input's rule allows.

Options:
  --input INPUT[=LOW:HIGH]  an input to solve for (may be repeated)
  --owning PLAN             the owning plan (colocate or hybrid) by name
  --renting PLAN            the renting plan (rent_on_demand, rent_reserved or api) by name
  --hold-decisions          hold hybrid caps and reservations at today's choice (by
                            default every value is a full evaluation that chooses
                            fleet sizes, caps and reservations again)
  --threads T               threads to use (default: one per core)
  --scenario NAME           only the scenarios called NAME (may be repeated)
  --format FORMAT           table (default) or json (keys in docs/thresholds.md)
  --after-tax, --pre-tax    override the workbook's after_tax
  --help                    show this help

Progress is shown on standard error when it is a terminal; Ctrl+C stops the run.
Exit status: 0 done, 1 the workbook has problems, 2 usage error,
130 stopped by Ctrl+C (nothing is printed).
</source>
        <translation>用法：fleetcost-cli thresholds FILE [--input INPUT[=LOW:HIGH]]... [--owning PLAN]
                                [--renting PLAN] [--hold-decisions] [--scenario NAME]
                                [--format table|json] [--after-tax | --pre-tax]

针对一个自有方案与一个租用方案（默认为各自最便宜的一个），在其他输入保持原值的情况下，
找出每个输入使两者现值相等的数值：即需要怎样的变化，自有才会胜出（或不再胜出）。
列出自有在哪一侧胜出、临界值与今天的数值相距多远，或在搜索范围内没有临界值。

INPUT 为以下之一：
  utilisation          自有方案 GPU 的利用率：以今天的机群（逐月的服务器数量）
                       调整需求
  rental_price_scale   将每个报价的租用价格（按需、预留、竞价（Spot）、
                       容量块、承诺）乘以此倍数
  demand_scale         将每个工作负载的需求乘以此倍数（机群随之变化）
  horizon_months       期限，以整数月计
  JSON 指针            情景所列数值的位置，从情景或文件的根算起，
                       例如 /sites/0/energy_per_kwh、/discount_rate_annual
未指定 --input 时：utilisation、rental_price_scale、自有方案站点的电价、
其拥有最多的 GPU 型号的服务器价格、贴现率、期限。
=LOW:HIGH 会改为搜索该范围，而不是输入规则所允许的范围。

选项：
  --input INPUT[=LOW:HIGH]  要求解的输入（可重复）
  --owning PLAN             自有方案（colocate 或 hybrid）的名称
  --renting PLAN            租用方案（rent_on_demand、rent_reserved 或 api）的名称
  --hold-decisions          将混合上限和预留固定为今天的选择（默认每个数值都做
                            完整评估，重新选择机群规模、上限和预留）
  --threads T               使用的线程数（默认：每个核心一个）
  --scenario NAME           只处理名为 NAME 的情景（可重复）
  --format FORMAT           table（默认）或 json（键见 docs/thresholds.md）
  --after-tax, --pre-tax    覆盖工作簿的 after_tax
  --help                    显示此帮助

标准错误为终端时会显示进度；按 Ctrl+C 可停止。
退出状态：0 完成，1 工作簿有问题，2 用法错误，
130 已按 Ctrl+C 停止（不会输出任何内容）。
</translation>
    </message>
</context>
<context>
    <name>CliTable</name>
    <message>
        <source>never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>%1 (%2, %3 months, after tax)</source>
        <translation>%1（%2，%3 个月，税后）</translation>
    </message>
    <message>
        <source>%1 (%2, %3 months)</source>
        <translation>%1（%2，%3 个月）</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Present value %1</source>
        <translation>现值 %1</translation>
    </message>
    <message>
        <source>Nominal cost %1</source>
        <translation>名义成本 %1</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>CO2 t</source>
        <translation>二氧化碳（吨）</translation>
    </message>
    <message>
        <source>Break-even, months after start (discounted in brackets):</source>
        <translation>盈亏平衡点，自开始起的月数（括号内为折现后）：</translation>
    </message>
    <message>
        <source>vs</source>
        <translation>对</translation>
    </message>
    <message>
        <source>, IRR %1%</source>
        <translation>，IRR %1%</translation>
    </message>
    <message>
        <source>Warnings:</source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>Note on %1: %2</source>
        <translation>关于 %1 的说明：%2</translation>
    </message>
    <message>
        <source>Scenario "%1": %2 (present values in %3)</source>
        <translation>情景“%1”：%2（现值，以 %3 计）</translation>
    </message>
    <message>
        <source>figure</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>high</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>at low</source>
        <translation>取下限时</translation>
    </message>
    <message>
        <source>at high</source>
        <translation>取上限时</translation>
    </message>
    <message>
        <source>swing</source>
        <translation>波动</translation>
    </message>
    <message>
        <source>sensitivity, each ranged figure alone at its low and high</source>
        <translation>敏感性，各区间数值单独取下限和上限</translation>
    </message>
    <message>
        <source>No figure has a range (low or high).</source>
        <translation>没有数值设置区间（下限或上限）。</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting (base %1):</source>
        <translation>最低自购成本减最低租用成本（基准 %1）：</translation>
    </message>
    <message>
        <source>%1 (base %2), largest swings:</source>
        <translation>%1（基准 %2），波动最大的数值：</translation>
    </message>
    <message>
        <source>Monte Carlo, %1 trials, seed %2</source>
        <translation>蒙特卡洛模拟，%1 次试验，种子 %2</translation>
    </message>
    <message>
        <source>owning - renting</source>
        <translation>自购减租用</translation>
    </message>
    <message>
        <source>mean</source>
        <translation>平均值</translation>
    </message>
    <message>
        <source>Break-even month (cheapest owning against cheapest renting): P5 %1, P50 %2, P95 %3; never in %4% of trials</source>
        <translation>盈亏平衡月份（最低成本自购对最低成本租用）：P5 %1，P50 %2，P95 %3；%4% 的试验中始终未达到</translation>
    </message>
    <message>
        <source>Probability that owning is cheaper: %1%</source>
        <translation>自购更便宜的概率：%1%</translation>
    </message>
    <message>
        <source>break-even map</source>
        <translation>盈亏平衡图</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting, millions of %1 (below 0: owning is cheaper)</source>
        <translation>最低自购成本减最低租用成本，百万 %1（低于 0 即自购更便宜）</translation>
    </message>
    <message>
        <source>rows: %1 (%2), columns: %3 (%4)</source>
        <translation>行：%1（%2），列：%3（%4）</translation>
    </message>
    <message>
        <source>above</source>
        <translation>高于</translation>
    </message>
    <message>
        <source>below</source>
        <translation>低于</translation>
    </message>
    <message>
        <source>no threshold</source>
        <translation>没有临界值</translation>
    </message>
    <message>
        <source>not searched</source>
        <translation>未搜索</translation>
    </message>
    <message>
        <source>Owning wins if every rental price is above %1 x today's.</source>
        <translation>所有租用价格高于当前的 %1 倍时自购更划算。</translation>
    </message>
    <message>
        <source>Owning wins if every rental price is below %1 x today's.</source>
        <translation>所有租用价格低于当前的 %1 倍时自购更划算。</translation>
    </message>
    <message>
        <source>Owning wins if demand is above %1 x today's.</source>
        <translation>需求高于当前的 %1 倍时自购更划算。</translation>
    </message>
    <message>
        <source>Owning wins if demand is below %1 x today's.</source>
        <translation>需求低于当前的 %1 倍时自购更划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 %3 or more.</source>
        <translation>%1 为 %2 %3 或以上时自购更划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 %3 or less.</source>
        <translation>%1 为 %2 %3 或以下时自购更划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 %3.</source>
        <translation>%1 高于 %2 %3 时自购更划算。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 %3.</source>
        <translation>%1 低于 %2 %3 时自购更划算。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: owning wins throughout.</source>
        <translation>%1 在 %2 至 %3 %4 之间没有临界值：在此范围内自购始终更划算。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: owning never wins there.</source>
        <translation>%1 在 %2 至 %3 %4 之间没有临界值：在此范围内自购从不更划算。</translation>
    </message>
    <message>
        <source>(The difference jumps across zero there: a whole server more or less.)</source>
        <translation>（差额在此跳过零：相差一整台服务器。）</translation>
    </message>
    <message>
        <source>The sign also changes at: %1.</source>
        <translation>正负号还在以下数值改变：%1。</translation>
    </message>
    <message>
        <source>what it takes for owning to win</source>
        <translation>自购在什么条件下才更划算</translation>
    </message>
    <message>
        <source>%1 against %2: owning is cheaper by %3 today.</source>
        <translation>%1 对 %2：当前自购便宜 %3。</translation>
    </message>
    <message>
        <source>%1 against %2: owning costs %3 more today.</source>
        <translation>%1 对 %2：当前自购贵 %3。</translation>
    </message>
    <message>
        <source>Hybrid caps and reservations held at today's at every value.</source>
        <translation>混合方案上限和预留承诺在每个数值都保持当前的选择。</translation>
    </message>
    <message>
        <source>Hybrid caps, reservations and fleet sizes chosen again at every value.</source>
        <translation>混合方案上限、预留承诺和机队规模在每个数值都重新选择。</translation>
    </message>
    <message>
        <source>input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>today</source>
        <translation>当前</translation>
    </message>
    <message>
        <source>threshold</source>
        <translation>临界值</translation>
    </message>
    <message>
        <source>change</source>
        <translation>变化</translation>
    </message>
    <message>
        <source>owning wins</source>
        <translation>自购更划算的一方</translation>
    </message>
    <message>
        <source>Nearest to today (most informative): %1.</source>
        <translation>最接近当前的临界值（最具参考价值）：%1。</translation>
    </message>
    <message>
        <source>Cost per million tokens, %1 (each workload's share of the plan's nominal cost):</source>
        <translation>每百万 token 成本，%1（各工作负载分摊的方案名义成本）：</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand is between %1 and %2 x today's (on today's fleet, whose GPUs are %3 % busy today).</source>
        <translation>只要需求保持在当前的 %1 至 %2 倍之间，自有仍更便宜（按现有机队计，GPU 当前使用率为 %3 %）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays below %1 x today's (on today's fleet, whose GPUs are %2 % busy today).</source>
        <translation>只要需求低于当前的 %1 倍，自有仍更便宜（按现有机队计，GPU 当前使用率为 %2 %）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays above %1 x today's (on today's fleet, whose GPUs are %2 % busy today).</source>
        <translation>只要需求高于当前的 %1 倍，自有仍更便宜（按现有机队计，GPU 当前使用率为 %2 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand were between %1 and %2 x today's (on today's fleet: its GPUs %3 to %4 % busy; %5 % today).</source>
        <translation>如果需求在当前的 %1 至 %2 倍之间，自有会更便宜（按现有机队计 GPU 使用率 %3 至 %4 %；当前 %5 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand rose above %1 x today's (on today's fleet: its GPUs over %2 % busy; %3 % today).</source>
        <translation>如果需求升至当前的 %1 倍以上，自有会更便宜（按现有机队计 GPU 使用率超过 %2 %；当前 %3 %）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand fell below %1 x today's (on today's fleet: its GPUs under %2 % busy; %3 % today).</source>
        <translation>如果需求降至当前的 %1 倍以下，自有会更便宜（按现有机队计 GPU 使用率低于 %2 %；当前 %3 %）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3 %4: the two plans cost exactly the same throughout.</source>
        <translation>%1 在 %2 至 %3 %4 之间没有阈值：两个方案在此范围内成本完全相同。</translation>
    </message>
    <message>
        <source>Scenario "%1": no thresholds: %2.</source>
        <translation>情景“%1”：没有阈值：%2。</translation>
    </message>
    <message>
        <source>the scenario has no owning plan (colocate or hybrid) to compare</source>
        <translation>情景中没有可比较的自有方案（colocate 或 hybrid）</translation>
    </message>
    <message>
        <source>the scenario has no renting plan (rent_on_demand, rent_reserved or api) to compare</source>
        <translation>情景中没有可比较的租用方案（rent_on_demand、rent_reserved 或 api）</translation>
    </message>
    <message>
        <source>Plan finder: %1 (%2)</source>
        <translation>计划搜索器:%1 (%2)</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies searched, every one priced from %4 evaluations of supplies for sets of workloads: the ranking is exact.</source>
        <translation>已搜索 %2 个工作负载分配到 %3 种供应的 %1 种分配，全部由 %4 次「供应 × 工作负载组合」评估计算:排名是精确的。</translation>
    </message>
    <message>
        <source>Best of the scenario's own plans: %1, present value %2</source>
        <translation>情景自身计划中最佳:%1，现值 %2</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>vs best own plan</source>
        <translation>对比自身最佳计划</translation>
    </message>
    <message>
        <source>Peak FY capex %1</source>
        <translation>财政年度最高资本开支 %1</translation>
    </message>
    <message>
        <source>Rented share</source>
        <translation>租用比例</translation>
    </message>
    <message>
        <source>Supplies of #1:</source>
        <translation>#1 的供应:</translation>
    </message>
    <message>
        <source>What separates #1 from #2 (present value of making that one change in #1):</source>
        <translation>#1 与 #2 的差别(在 #1 中只作该项改动的现值):</translation>
    </message>
    <message>
        <source>Pareto front (no other plan is cheaper and needs less capex in its peak fiscal year):</source>
        <translation>帕累托前沿(没有其他计划更便宜而且最高财政年度资本开支更少):</translation>
    </message>
    <message>
        <source>Limits of #1, at their highest:</source>
        <translation>#1 的限制(最高时):</translation>
    </message>
    <message>
        <source>%1 power envelope</source>
        <translation>%1 电力上限</translation>
    </message>
    <message>
        <source>%1 of %2 kW in %3</source>
        <translation>%2 kW 中的 %1 kW(%3)</translation>
    </message>
    <message>
        <source>%1 racks</source>
        <translation>%1 机柜</translation>
    </message>
    <message>
        <source>%1 of %2 racks in %3</source>
        <translation>%2 个机柜中的 %1 个(%3)</translation>
    </message>
    <message>
        <source>Capex budget</source>
        <translation>资本支出预算</translation>
    </message>
    <message>
        <source>%1 of %2 %3 in %4</source>
        <translation>%2 %3 中的 %1(%4)</translation>
    </message>
    <message>
        <source>%1 of at most %2</source>
        <translation>上限 %2 中的 %1</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced): the best is proven, no assignment costs less.</source>
        <translation>把 %2 个工作负载分配到 %3 种供应的 %1 种分配，以分支定界法从 %4 次按工作负载组合评估供应的结果中搜索(计算了 %5 种分配):最佳结果已证明，没有更便宜的分配。</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced) and stopped: no assignment costs less than %6, so the best is within %7 of the cheapest.</source>
        <translation>把 %2 个工作负载分配到 %3 种供应的 %1 种分配，以分支定界法从 %4 次按工作负载组合评估供应的结果中搜索(计算了 %5 种分配)后停止:没有分配低于 %6，因此最佳结果与最便宜者相差不超过 %7。</translation>
    </message>
    <message>
        <source>%1 assignments of %2 workloads to %3 supplies, searched by branch and bound from %4 evaluations of supplies for sets of workloads (%5 assignments priced) and stopped without a proven bound.</source>
        <translation>把 %2 个工作负载分配到 %3 种供应的 %1 种分配，以分支定界法从 %4 次按工作负载组合评估供应的结果中搜索(计算了 %5 种分配)，在没有已证明下限的情况下停止。</translation>
    </message>
    <message>
        <source>Ranked by P95, the 95th percentile of present value over %1 Monte Carlo trials (seed %2), among the %3 cheapest by present value.</source>
        <translation>按 P95(%1 次蒙特卡洛试验、种子 %2 下现值的第 95 百分位数)在现值最低的 %3 个之中排名。</translation>
    </message>
    <message>
        <source>Equal alternatives</source>
        <translation>同值替代方案</translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation>P95 %1</translation>
    </message>
    <message>
        <source>  %1 other assignments cost the same, for example:</source>
        <translation>  另有 %1 种分配成本相同，例如:</translation>
    </message>
    <message>
        <source>Pareto front of present value against P95 (no other plan ranked is lower in both):</source>
        <translation>现值对 P95 的帕累托前沿(排名中没有两者都更低的计划):</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效产出率</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效GPU小时</translation>
    </message>
</context>
<context>
    <name>Columns</name>
    <message>
        <source>New GPU</source>
        <translation>新 GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>New server</source>
        <translation>新服务器</translation>
    </message>
    <message>
        <source>Units per US$</source>
        <translation>每 US$ 兑换单位数</translation>
    </message>
    <message>
        <source>Every amount is converted once, with these rates</source>
        <translation>所有金额均按这些汇率一次性换算</translation>
    </message>
    <message>
        <source>New site</source>
        <translation>新站点</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>选项</translation>
    </message>
    <message>
        <source>New offer</source>
        <translation>新报价</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Restricted GPUs</source>
        <translation>受限 GPU</translation>
    </message>
    <message>
        <source>GPU ids, separated by commas, that export controls restrict in this region</source>
        <translation>在此地区受出口管制限制的 GPU ID，以逗号分隔</translation>
    </message>
    <message>
        <source>New region</source>
        <translation>新地区</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>工作时间</translation>
    </message>
    <message>
        <source>Diurnal</source>
        <translation>昼夜波动</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平稳</translation>
    </message>
    <message>
        <source>Weekly profile</source>
        <translation>周负载曲线</translation>
    </message>
    <message>
        <source>Load over the week; owned servers are sized for its peak hour</source>
        <translation>一周内的负载分布；自有服务器按其峰值小时配置</translation>
    </message>
    <message>
        <source>New workload</source>
        <translation>新工作负载</translation>
    </message>
    <message>
        <source>Any (first offer)</source>
        <translation>任意（首个报价）</translation>
    </message>
    <message>
        <source>New plan</source>
        <translation>新方案</translation>
    </message>
    <message>
        <source>New API offer</source>
        <translation>新 API 报价</translation>
    </message>
</context>
<context>
    <name>EditorTabs</name>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>服务器型号</translation>
    </message>
    <message>
        <source>server model</source>
        <translation>服务器型号</translation>
    </message>
    <message>
        <source>Owning plans buy the first server model listed for each GPU model. Prices are per server, in the server's currency.</source>
        <translation>自购方案为每种 GPU 型号购买所列的第一个服务器型号。价格按每台服务器计，以该服务器的币种计价。</translation>
    </message>
    <message>
        <source>Colocation sites</source>
        <translation>机柜托管站点</translation>
    </message>
    <message>
        <source>site</source>
        <translation>站点</translation>
    </message>
    <message>
        <source>Fees are in the site's currency. Servers per rack are limited by the chosen cooling option's kW per rack and the usable rack units.</source>
        <translation>费用以站点的币种计价。每机柜服务器数受所选冷却选项的每机柜 kW 及可用机柜单元（U）数限制。</translation>
    </message>
    <message>
        <source>Cooling options of the selected site</source>
        <translation>所选站点的冷却选项</translation>
    </message>
    <message>
        <source>cooling option</source>
        <translation>冷却选项</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>A plan rents from the first offer for each GPU model in its region (and from its provider, when it names one).</source>
        <translation>方案在其所在地区按每种 GPU 型号的第一个报价租用（如方案指定了提供商，则取该提供商的报价）。</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>自有设备策略</translation>
    </message>
    <message>
        <source>Regions and tax</source>
        <translation>地区与税</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Restricted GPUs raise a warning on plans that own or rent them in the region (export controls).</source>
        <translation>受限 GPU 会使在该地区自有或租用这些 GPU 的方案产生警告（出口管制）。</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Price path of the selected offer</source>
        <translation>所选报价的价格路径</translation>
    </message>
    <message>
        <source>price point</source>
        <translation>价格点</translation>
    </message>
    <message>
        <source>Dated prices, e.g. a forward curve: linear between points from the offer's price at month 0, held after the last point; they replace the yearly price change for the prices they give. Removing the last point removes the path.</source>
        <translation>带日期的价格（例如远期曲线）：从第 0 个月的报价价格起在各点之间线性变化，最后一点之后保持不变；所列价格取代年度价格变动。删除最后一个点即删除整条路径。</translation>
    </message>
    <message>
        <source>Hosted API offers</source>
        <translation>托管 API 报价</translation>
    </message>
    <message>
        <source>API offer</source>
        <translation>API 报价</translation>
    </message>
    <message>
        <source>Prices per million tokens. A hosted API plan serves each inference workload sized in tokens from the first offer for its model in the plan's region, and rents the other workloads on demand.</source>
        <translation>价格按每百万 token 计。托管 API 方案以方案地区内该模型的第一个报价，服务每个以 token 计量的推理工作负载，其他工作负载按需租用。</translation>
    </message>
    <message>
        <source>Renting and hosted API plans need a rental region; owning plans a site, and a rental region for the burst (hybrid) or until the servers arrive (lead time).</source>
        <translation>租用方案和托管 API 方案需要租用地区；自有方案需要站点，并在突发需求（混合方案）或服务器到货前（交付周期）需要租用地区。</translation>
    </message>
</context>
<context>
    <name>EvidenceText</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>List price</source>
        <translation>目录价</translation>
    </message>
    <message>
        <source>Published index</source>
        <translation>公开指数</translation>
    </message>
    <message>
        <source>Specification</source>
        <translation>规格</translation>
    </message>
    <message>
        <source>Estimate</source>
        <translation>估算</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1:%2</translation>
    </message>
    <message numerus="yes">
        <source>%n price(s) dated more than %1 before the prices' date %2; the oldest: %3, %4 (%5)</source>
        <translation>
            <numerusform>%n 项价格的日期早于价格基准日 %2 超过 %1;最旧的是:%3,%4(早 %5)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Stale: %n month(s) before the prices' date %1</source>
        <translation>
            <numerusform>过时:早于价格基准日 %1 %n 个月</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>stale: %n month(s)</source>
        <translation>
            <numerusform>过时:%n 个月</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FieldHelp</name>
    <message>
        <source>1 to 600 months</source>
        <translation>1 至 600 个月</translation>
    </message>
    <message>
        <source>Every result is in this currency</source>
        <translation>所有结果均以此币种列示</translation>
    </message>
    <message>
        <source>For present values: a flow t months out is worth 1 / (1 + r)^(t/12)</source>
        <translation>用于计算现值：t 个月后的现金流按 1 / (1 + r)^(t/12) 折现</translation>
    </message>
    <message>
        <source>Deduct depreciation, running costs and rental at each region's tax rate</source>
        <translation>按各地区税率扣除折旧、运营成本和租用费用</translation>
    </message>
    <message>
        <source>Owned servers are sized for the peak hour plus this margin</source>
        <translation>自有服务器按峰值小时需求加上此余量配置</translation>
    </message>
    <message>
        <source>Months until the first servers arrive; demand is rented until then</source>
        <translation>首批服务器到货前的月数；到货前的需求通过租用满足</translation>
    </message>
    <message>
        <source>Share of the server price paid to install it</source>
        <translation>安装费占服务器价格的比例</translation>
    </message>
    <message>
        <source>Share of the server price, each year</source>
        <translation>每年占服务器价格的比例</translation>
    </message>
    <message>
        <source>Used by the after-tax view</source>
        <translation>用于税后视图</translation>
    </message>
    <message>
        <source>Unique id used by servers, offers and workloads</source>
        <translation>服务器、报价和工作负载引用的唯一 ID</translation>
    </message>
    <message>
        <source>Owning plans buy the first server model of each GPU model</source>
        <translation>自购方案为每种 GPU 型号购买所列的第一个服务器型号</translation>
    </message>
    <message>
        <source>Per server: its share of switches, cables and optics</source>
        <translation>每台服务器分摊的交换机、线缆和光模块费用</translation>
    </message>
    <message>
        <source>Sizes the rack: servers per rack = rack kW / max power</source>
        <translation>决定机柜容量：每机柜服务器数 = 机柜 kW / 最大功率</translation>
    </message>
    <message>
        <source>Every fee of the site and of its cooling options is in this currency</source>
        <translation>该站点及其冷却选项的所有费用均以此币种计价</translation>
    </message>
    <message>
        <source>Charged per kW of the basis chosen in the next column</source>
        <translation>按下一列所选基础的每 kW 收费</translation>
    </message>
    <message>
        <source>Allocated: every rack's kW of the cooling option. Used: the power_max_kw of the servers owned. The contract says which</source>
        <translation>分配：每个机柜按冷却选项的全部 kW 计费。使用：按所拥有服务器的 power_max_kw 计费。以合同为准</translation>
    </message>
    <message>
        <source>Metered energy: IT energy × PUE</source>
        <translation>计量电量：IT 电量 × PUE</translation>
    </message>
    <message>
        <source>The cooling option used: name one of the options listed below</source>
        <translation>所用冷却选项：填写下方列出的选项之一</translation>
    </message>
    <message>
        <source>The power a rack may draw: a 10.2 kW server needs more than 8 kW</source>
        <translation>机柜可用功率：一台 10.2 kW 的服务器需要 8 kW 以上</translation>
    </message>
    <message>
        <source>Facility energy ÷ IT energy, 1.0 to 3.0</source>
        <translation>设施总电量 ÷ IT 电量，1.0 至 3.0</translation>
    </message>
    <message>
        <source>Energy of a rented GPU-hour, for CO2</source>
        <translation>每租用 GPU 小时的耗电量，用于计算 CO2</translation>
    </message>
    <message>
        <source>Multiplies the price path's points (not today's price); give it a low and a high to vary the whole path in the risk analyses</source>
        <translation>乘以价格路径的各点（不含当前价格）；设置下限和上限即可在风险分析中使整条路径变动</translation>
    </message>
    <message>
        <source>Where the price path's points come from (a forward curve, a quote)</source>
        <translation>价格路径各点的来源（远期曲线、报价等）</translation>
    </message>
    <message>
        <source>The date of the path's prices, YYYY-MM-DD</source>
        <translation>路径价格的日期（YYYY-MM-DD）</translation>
    </message>
    <message>
        <source>Months after the start (the offer's own price is month 0)</source>
        <translation>自开始起的月数（报价本身的价格为第 0 个月）</translation>
    </message>
    <message>
        <source>Empty: the on-demand price does not follow the path</source>
        <translation>留空：按需价格不跟随价格路径</translation>
    </message>
    <message>
        <source>Empty: the reserved price does not follow the path</source>
        <translation>留空：预留价格不跟随价格路径</translation>
    </message>
    <message>
        <source>Serves the workloads that name this model</source>
        <translation>服务于指定此模型的工作负载</translation>
    </message>
    <message>
        <source>Empty: cached input tokens cost the input price</source>
        <translation>留空：缓存的输入 token 按输入价格计费</translation>
    </message>
    <message>
        <source>Demand in GPU-hours per month (or give tokens per second instead)</source>
        <translation>以每月 GPU 小时表示的需求（也可改为填写每秒 token 数）</translation>
    </message>
    <message>
        <source>Average tokens per second to serve (with tokens per second per GPU)</source>
        <translation>需服务的平均每秒 token 数（需同时填写单 GPU 每秒 token 数）</translation>
    </message>
    <message>
        <source>Hosted API plans serve an inference workload sized in tokens from an API offer for this model</source>
        <translation>托管 API 方案以此模型的 API 报价，服务以 token 计量的推理工作负载</translation>
    </message>
    <message>
        <source>Share of the workload's tokens that are input (prompt) tokens, priced at an API offer's input price</source>
        <translation>工作负载的 token 中属于输入（提示）token 的比例，按 API 报价的输入价格计费</translation>
    </message>
    <message>
        <source>Share of the input tokens an API bills at its cached-input price</source>
        <translation>输入 token 中 API 按缓存输入价格计费的比例</translation>
    </message>
    <message>
        <source>First month the workload runs (0 = the first month)</source>
        <translation>工作负载开始运行的月份（0 = 第一个月）</translation>
    </message>
    <message>
        <source>Month it stops (empty: runs to the end of the horizon)</source>
        <translation>停止运行的月份（留空：运行至测算期结束）</translation>
    </message>
    <message>
        <source>Where owning plans colocate their servers</source>
        <translation>自购方案托管其服务器的站点</translation>
    </message>
    <message>
        <source>Where renting plans rent, and owning plans rent the burst</source>
        <translation>租用方案的租用地区，也是自购方案租用突发需求的地区</translation>
    </message>
    <message>
        <source>Hosted API plans: buy tokens only from this provider's API offers in the rental region</source>
        <translation>托管 API 方案：只从租用地区内该提供商的 API 报价购买 token</translation>
    </message>
    <message>
        <source>Owning plans: buy with cash or lease the hardware</source>
        <translation>自购方案：以现金购买或租赁硬件</translation>
    </message>
    <message>
        <source>Property and equipment-breakdown insurance of the servers owned: a share of their price, each year</source>
        <translation>自有服务器的财产险与设备故障险：每年按其价格的一定比例</translation>
    </message>
    <message>
        <source>The workload this supply serves</source>
        <translation>此供应服务的工作负载</translation>
    </message>
    <message>
        <source>How the workload is served: rented on demand or reserved, owned (colocate or hybrid) at a site, or a hosted API</source>
        <translation>工作负载的供应方式:按需或预留租用、在数据中心自有(托管或混合)，或托管 API</translation>
    </message>
    <message>
        <source>Owned supplies: the site; what is owned at one site shares its racks and fees</source>
        <translation>自有供应的数据中心;在同一数据中心自有的部分共用其机柜与费用</translation>
    </message>
    <message>
        <source>The calendar month of month 0, as YYYY-MM: dates the fiscal years and names months in messages</source>
        <translation>第 0 个月的日历月(YYYY-MM):用于划分财年及在消息中标示月份</translation>
    </message>
    <message>
        <source>The calendar month (1-12) a fiscal year starts in; 4 (April) when absent, as in Japan</source>
        <translation>财年开始的日历月(1 至 12);未填时为 4(四月)，与日本相同</translation>
    </message>
    <message>
        <source>Servers bought (with install and network), rack set-up fees and cooling capex a fiscal year may spend; a plan above it draws a warning and the plan finder leaves it out</source>
        <translation>每个财年可用于购买服务器(含安装及网络)、机柜安装费及冷却资本支出的金额;超出的计划会有警告，计划搜索器会将其排除</translation>
    </message>
    <message>
        <source>The largest share of the GPU-hours a plan may rent or buy as API tokens; a plan above it draws a warning and the plan finder leaves it out</source>
        <translation>计划可租用或以 API token 购买的 GPU 小时最大比例;超出的计划会有警告，计划搜索器会将其排除</translation>
    </message>
    <message>
        <source>The kW the site can give a plan (the kW its per-kW fee is charged on); a plan needing more is a problem</source>
        <translation>数据中心可提供给计划的 kW(按 kW 计费的基础);需要更多的计划属于问题</translation>
    </message>
    <message>
        <source>The power envelope from max_power_kw_later_from_month on (a hall that grows)</source>
        <translation>自 max_power_kw_later_from_month 起的电力上限(会扩建的机房)</translation>
    </message>
    <message>
        <source>The racks the site can give a plan; more is a problem</source>
        <translation>数据中心可提供给计划的机柜数量;超出属于问题</translation>
    </message>
    <message>
        <source>The date the prices are meant for, YYYY-MM or YYYY-MM-DD; today when absent. A figure dated more than the stale age before it is stale</source>
        <translation>价格所对应的日期(YYYY-MM 或 YYYY-MM-DD);未填时为今天。日期早于此日超过过时期限的数字视为过时</translation>
    </message>
    <message>
        <source>How old a figure's as_of date may be before the prices' date without a warning; 12 when absent</source>
        <translation>数字的 as_of 日期可早于价格日期多少个月而不发出警告;未填时为 12</translation>
    </message>
    <message>
        <source>Rack units of one server; not checked for a whole-rack system</source>
        <translation>每台服务器的高度(U);整机柜系统不检查</translation>
    </message>
    <message>
        <source>Air, or direct liquid cooling (cold plates): the server fits only a cooling option of the same kind</source>
        <translation>风冷或直接液冷(冷板):服务器只能放入同类的冷却选项</translation>
    </message>
    <message>
        <source>A rack-scale system such as GB200 NVL72: one server is one rack, in its own frame, so its height is not checked against the site's units</source>
        <translation>如 GB200 NVL72 的整机柜系统:一台即一个自带机架的机柜,因此不按场地的可用 U 数检查其高度</translation>
    </message>
    <message>
        <source>Checked against the cooling option's floor loading per rack, when both are stated</source>
        <translation>两者均填写时,与冷却选项每机柜的楼面承重比较</translation>
    </message>
    <message>
        <source>Air racks take air-cooled servers; direct liquid racks take liquid-cooled servers and rack-scale systems</source>
        <translation>风冷机柜容纳风冷服务器;直接液冷机柜容纳液冷服务器及整机柜系统</translation>
    </message>
    <message>
        <source>The weight one rack position may carry; an NVL72 rack weighs about 1,360 kg</source>
        <translation>每个机柜位置可承受的重量;一个 NVL72 机柜约重 1,360 kg</translation>
    </message>
    <message>
        <source>Hours a training job waits for an owned server's repair after an interruption when there are no spare servers (spare servers 0)</source>
        <translation>没有备用服务器时（备用服务器为 0），训练作业在中断后等待自有服务器维修的小时数</translation>
    </message>
    <message>
        <source>Training-job interruptions (GPU, memory, network failures) per 1,000 GPU-hours of this server; with a workload's job size, checkpoint interval and restart time it sets the GPU-hours lost</source>
        <translation>此服务器每 1,000 GPU小时的训练作业中断次数（GPU、内存、网络故障）；结合工作负载的作业规模、检查点间隔和重新启动时间，决定损失的GPU小时</translation>
    </message>
    <message>
        <source>Training-job interruptions per 1,000 GPU-hours rented from this offer</source>
        <translation>从此租用报价租用的每 1,000 GPU小时的训练作业中断次数</translation>
    </message>
    <message>
        <source>Price of interruptible (spot) capacity; a plan with a spot share rents it for workloads that tolerate interruption</source>
        <translation>可中断的竞价（Spot）容量的价格；设有竞价占比的方案会为可容忍中断的工作负载租用该容量</translation>
    </message>
    <message>
        <source>Preemptions and failures of spot capacity per 1,000 GPU-hours; the work they lose is bought again</source>
        <translation>竞价（Spot）容量每 1,000 GPU小时的抢占和故障次数；其损失的工作需重新购买</translation>
    </message>
    <message>
        <source>The share of a workload's GPU-hours spot capacity can take; the rest is rented on demand</source>
        <translation>竞价（Spot）容量可承担的工作负载GPU小时比例；其余按需租用</translation>
    </message>
    <message>
        <source>Training and fine-tuning: how many GPUs one job spans; an interruption on any of them stops all (empty: no GPU-hours lost)</source>
        <translation>训练和微调：一个作业跨越的 GPU 数；其中任何一个中断都会使全部停止（留空：不损失GPU小时）</translation>
    </message>
    <message>
        <source>An interruption loses on average half of this much work on every GPU of the job</source>
        <translation>每次中断平均会使作业的每个 GPU 损失相当于此时长一半的工作</translation>
    </message>
    <message>
        <source>Hours the whole job stands still after an interruption before it computes again</source>
        <translation>中断后整个作业停顿、直至重新开始计算的小时数</translation>
    </message>
    <message>
        <source>Whether spot capacity, which can be taken back, may serve it (empty: yes for training and fine-tuning, no for inference)</source>
        <translation>可被收回的竞价（Spot）容量是否可用于该工作负载（留空：训练和微调为是，推理为否）</translation>
    </message>
    <message>
        <source>Renting on demand: the share of each workload that tolerates interruption rented as spot, up to the offer's spot availability</source>
        <translation>按需租用：每个可容忍中断的工作负载中以竞价租用的比例，上限为报价的竞价可用比例</translation>
    </message>
    <message>
        <source>Price of GPUs held for a fixed number of days, paid for every hour; a rent_reserved plan buys blocks where they cost less</source>
        <translation>固定天数保留 GPU 的价格，每小时均须付费；rent_reserved 方案在更便宜时购买容量块</translation>
    </message>
    <message>
        <source>1 to 14 days, or a multiple of 7 up to 182; a block level is held for this many days, rounded to whole months</source>
        <translation>1 至 14 天，或 7 的倍数至 182 天；容量块的 GPU 数保持此天数（四舍五入至整月）</translation>
    </message>
    <message>
        <source>Price of a GPU-hour under a take-or-pay commitment for a reservation term; a rent_reserved plan commits where it costs less</source>
        <translation>在预留期内以照付不议承诺租用的每 GPU 小时价格；rent_reserved 方案在更便宜时作出承诺</translation>
    </message>
    <message>
        <source>The GPU-hours a committed month pays for at least, used or not</source>
        <translation>承诺月份不论使用与否最少须支付的 GPU 小时</translation>
    </message>
</context>
<context>
    <name>FieldLabels</name>
    <message>
        <source>Growth / year</source>
        <translation>年增长率</translation>
    </message>
    <message>
        <source>Price change / year</source>
        <translation>价格年变动率</translation>
    </message>
    <message>
        <source>Lease rate / year</source>
        <translation>租赁年利率</translation>
    </message>
    <message>
        <source>Tokens / s</source>
        <translation>每秒 token 数</translation>
    </message>
    <message>
        <source>BF16 TFLOPS (dense)</source>
        <translation>BF16 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>Capex / rack</source>
        <translation>资本支出 / 机柜</translation>
    </message>
    <message>
        <source>Colo price change / year</source>
        <translation>托管价格年变动率</translation>
    </message>
    <message>
        <source>Cross-connect / month</source>
        <translation>交叉连接费 / 月</translation>
    </message>
    <message>
        <source>Cross-connects / rack</source>
        <translation>交叉连接数 / 机柜</translation>
    </message>
    <message>
        <source>Discount rate / year</source>
        <translation>年折现率</translation>
    </message>
    <message>
        <source>End month</source>
        <translation>结束月份</translation>
    </message>
    <message>
        <source>Energy price change / year</source>
        <translation>电价年变动率</translation>
    </message>
    <message>
        <source>Energy / kWh</source>
        <translation>电量费 / kWh</translation>
    </message>
    <message>
        <source>Declining factor</source>
        <translation>递减系数</translation>
    </message>
    <message>
        <source>GPU-hours / month</source>
        <translation>GPU 小时 / 月</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPU 数</translation>
    </message>
    <message>
        <source>Grid CO2 (kg/kWh)</source>
        <translation>电网 CO2（kg/kWh）</translation>
    </message>
    <message>
        <source>Hardware price change / year</source>
        <translation>硬件价格年变动率</translation>
    </message>
    <message>
        <source>Headroom over the peak</source>
        <translation>峰值余量</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>测算期（月）</translation>
    </message>
    <message>
        <source>Installation</source>
        <translation>安装</translation>
    </message>
    <message>
        <source>kWh / GPU-hour</source>
        <translation>kWh / GPU 小时</translation>
    </message>
    <message>
        <source>Lead time (months)</source>
        <translation>交付周期（月）</translation>
    </message>
    <message>
        <source>Software licence / GPU-year</source>
        <translation>软件许可费 / GPU·年</translation>
    </message>
    <message>
        <source>Maintenance / year</source>
        <translation>年维护费</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>每机柜 kW</translation>
    </message>
    <message>
        <source>Bandwidth (TB/s)</source>
        <translation>显存带宽（TB/s）</translation>
    </message>
    <message>
        <source>Monthly / rack</source>
        <translation>月费 / 机柜</translation>
    </message>
    <message>
        <source>Network capex</source>
        <translation>网络资本支出</translation>
    </message>
    <message>
        <source>On demand / GPU-hour</source>
        <translation>按需租用 / GPU 小时</translation>
    </message>
    <message>
        <source>Idle power (kW)</source>
        <translation>空闲功率（kW）</translation>
    </message>
    <message>
        <source>Max power (kW)</source>
        <translation>最大功率（kW）</translation>
    </message>
    <message>
        <source>Power fee / kW-month</source>
        <translation>电力费 / kW·月</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Height (U)</source>
        <translation>高度（U）</translation>
    </message>
    <message>
        <source>Refresh after (months)</source>
        <translation>更新周期（月）</translation>
    </message>
    <message>
        <source>Remote hands (h / month)</source>
        <translation>远程协助（h / 月）</translation>
    </message>
    <message>
        <source>Remote hands / hour</source>
        <translation>远程协助费 / 小时</translation>
    </message>
    <message>
        <source>Resale value decline / year</source>
        <translation>转售价值年降幅</translation>
    </message>
    <message>
        <source>Reserved / GPU-month</source>
        <translation>预留租用 / GPU·月</translation>
    </message>
    <message>
        <source>Term (months)</source>
        <translation>期限（月）</translation>
    </message>
    <message>
        <source>Reservation unit (GPUs)</source>
        <translation>预留单位（GPU）</translation>
    </message>
    <message>
        <source>Set-up / rack</source>
        <translation>开通费 / 机柜</translation>
    </message>
    <message>
        <source>Space / rack-month</source>
        <translation>空间费 / 机柜·月</translation>
    </message>
    <message>
        <source>Spare servers</source>
        <translation>备用服务器</translation>
    </message>
    <message>
        <source>Staff cost / FTE-year</source>
        <translation>人员成本 / FTE·年</translation>
    </message>
    <message>
        <source>Staff (FTE)</source>
        <translation>人员（FTE）</translation>
    </message>
    <message>
        <source>Start month</source>
        <translation>起始月份</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP（W）</translation>
    </message>
    <message>
        <source>Lease term (months)</source>
        <translation>租赁期限（月）</translation>
    </message>
    <message>
        <source>Tokens / s per GPU</source>
        <translation>单 GPU 每秒 token 数</translation>
    </message>
    <message>
        <source>Transit (Mbps)</source>
        <translation>IP 转接（Mbps）</translation>
    </message>
    <message>
        <source>Transit / Mbps-month</source>
        <translation>IP 转接费 / Mbps·月</translation>
    </message>
    <message>
        <source>Usable U / rack</source>
        <translation>可用 U 数 / 机柜</translation>
    </message>
    <message>
        <source>Useful life (years)</source>
        <translation>使用年限（年）</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>显存（GB）</translation>
    </message>
    <message>
        <source>%1 per US$</source>
        <translation>每 1 美元兑 %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1 — %2 (%3)</source>
        <translation>%1 — %2（%3）</translation>
    </message>
    <message>
        <source>Cached input / million tokens</source>
        <translation>缓存输入 / 百万 token</translation>
    </message>
    <message>
        <source>Cached share of input</source>
        <translation>输入中缓存的比例</translation>
    </message>
    <message>
        <source>Input / million tokens</source>
        <translation>输入 / 百万 token</translation>
    </message>
    <message>
        <source>Input share of tokens</source>
        <translation>token 中输入的比例</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Output / million tokens</source>
        <translation>输出 / 百万 token</translation>
    </message>
    <message>
        <source>Price path scale</source>
        <translation>价格路径倍数</translation>
    </message>
    <message>
        <source>%1 on the price path</source>
        <translation>价格路径上的%1</translation>
    </message>
    <message>
        <source>Immediate</source>
        <translation>一次性扣除</translation>
    </message>
    <message>
        <source>Straight line</source>
        <translation>直线法</translation>
    </message>
    <message>
        <source>Declining balance</source>
        <translation>余额递减法</translation>
    </message>
    <message>
        <source>Allocated kW (whole racks)</source>
        <translation>分配 kW（整个机柜）</translation>
    </message>
    <message>
        <source>Used kW (servers' rated power)</source>
        <translation>使用 kW（服务器额定功率）</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>训练</translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation>微调</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>推理</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <source>Lease</source>
        <translation>租赁</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>格式</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>版本</translation>
    </message>
    <message>
        <source>Scenario name</source>
        <translation>情景名称</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>Show results after tax</source>
        <translation>显示税后结果</translation>
    </message>
    <message>
        <source>Currency of licences</source>
        <translation>许可费币种</translation>
    </message>
    <message>
        <source>Credit the fleet's value at the end</source>
        <translation>期末计入设备残值</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Restriction note</source>
        <translation>限制说明</translation>
    </message>
    <message>
        <source>Depreciation</source>
        <translation>折旧</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Power fee on</source>
        <translation>电力费计费基础</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷却</translation>
    </message>
    <message>
        <source>Cooling option</source>
        <translation>冷却选项</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>提供商</translation>
    </message>
    <message>
        <source>Path source</source>
        <translation>路径来源</translation>
    </message>
    <message>
        <source>Path as of</source>
        <translation>路径日期</translation>
    </message>
    <message>
        <source>Path note</source>
        <translation>价格路径备注</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Site</source>
        <translation>站点</translation>
    </message>
    <message>
        <source>Rental region</source>
        <translation>租用地区</translation>
    </message>
    <message>
        <source>API provider</source>
        <translation>API 提供商</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资方式</translation>
    </message>
    <message>
        <source>Insurance / year</source>
        <translation>年保险费</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供应</translation>
    </message>
    <message>
        <source>First month</source>
        <translation>首个月份</translation>
    </message>
    <message>
        <source>Fiscal year starts</source>
        <translation>财年开始月份</translation>
    </message>
    <message>
        <source>Capex budget / fiscal year</source>
        <translation>资本支出预算 / 财年</translation>
    </message>
    <message>
        <source>Most rented share</source>
        <translation>租用比例上限</translation>
    </message>
    <message>
        <source>Power envelope</source>
        <translation>电力上限</translation>
    </message>
    <message>
        <source>Power envelope later</source>
        <translation>之后的电力上限</translation>
    </message>
    <message>
        <source>Later envelope from month</source>
        <translation>之后电力上限的开始月份</translation>
    </message>
    <message>
        <source>Most racks</source>
        <translation>机柜数量上限</translation>
    </message>
    <message>
        <source>Prices as of</source>
        <translation>价格基准日</translation>
    </message>
    <message>
        <source>Stale after (months)</source>
        <translation>过时期限(月)</translation>
    </message>
    <message>
        <source>Air</source>
        <translation>风冷</translation>
    </message>
    <message>
        <source>Direct liquid</source>
        <translation>直接液冷</translation>
    </message>
    <message>
        <source>Cooled by</source>
        <translation>冷却方式</translation>
    </message>
    <message>
        <source>Whole rack</source>
        <translation>整机柜系统</translation>
    </message>
    <message>
        <source>Weight (kg)</source>
        <translation>重量(kg)</translation>
    </message>
    <message>
        <source>Cools</source>
        <translation>冷却对象</translation>
    </message>
    <message>
        <source>Floor load (kg / rack)</source>
        <translation>楼面承重(kg/机柜)</translation>
    </message>
    <message>
        <source>Repair without a spare (hours)</source>
        <translation>无备用机时维修（小时）</translation>
    </message>
    <message>
        <source>Interruptions / 1,000 GPU-hours</source>
        <translation>中断次数 / 1,000 GPU小时</translation>
    </message>
    <message>
        <source>Spot / GPU-hour</source>
        <translation>竞价 / GPU小时</translation>
    </message>
    <message>
        <source>Spot interruptions / 1,000 GPU-hours</source>
        <translation>竞价中断次数 / 1,000 GPU小时</translation>
    </message>
    <message>
        <source>Spot availability</source>
        <translation>竞价可用比例</translation>
    </message>
    <message>
        <source>GPUs per job</source>
        <translation>每作业 GPU 数</translation>
    </message>
    <message>
        <source>Checkpoint every (hours)</source>
        <translation>检查点间隔（小时）</translation>
    </message>
    <message>
        <source>Restart (hours)</source>
        <translation>重新启动（小时）</translation>
    </message>
    <message>
        <source>May run on spot</source>
        <translation>可用竞价运行</translation>
    </message>
    <message>
        <source>Spot share</source>
        <translation>竞价占比</translation>
    </message>
    <message>
        <source>Capacity block / GPU-hour</source>
        <translation>容量块 / GPU 小时</translation>
    </message>
    <message>
        <source>Block length (days)</source>
        <translation>块长度（天）</translation>
    </message>
    <message>
        <source>Committed / GPU-hour</source>
        <translation>承诺价 / GPU 小时</translation>
    </message>
    <message>
        <source>Committed GPU-hours / month</source>
        <translation>承诺 GPU 小时 / 月</translation>
    </message>
</context>
<context>
    <name>FinderCatalog</name>
    <message>
        <source>Best: %1, peak fiscal-year capex %2; plans on the front: %3</source>
        <translation>最佳：%1，财政年度最高资本开支 %2；前沿上的方案：%3</translation>
    </message>
    <message>
        <source>Plan finder: present value against peak capex</source>
        <translation>方案搜索：现值对最高资本开支</translation>
    </message>
    <message>
        <source>No other plan is cheaper and needs less capex in its peak fiscal year than a plan on the front</source>
        <translation>没有其他方案比前沿上的方案更便宜而且最高财政年度资本开支更少</translation>
    </message>
    <message>
        <source>Plan finder: present value against P95</source>
        <translation>方案搜索：现值对 P95</translation>
    </message>
    <message>
        <source>No other plan is cheaper and has a lower P95 than a plan on the front</source>
        <translation>没有其他方案比前沿上的方案更便宜而且 P95 更低</translation>
    </message>
    <message>
        <source>Best: P95 %1</source>
        <translation>最佳：P95 %1</translation>
    </message>
</context>
<context>
    <name>FinderReport</name>
    <message>
        <source>FY%1</source>
        <translation>%1 财政年度</translation>
    </message>
    <message>
        <source>year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>The best of the scenario's own plans: %1, present value %2.</source>
        <translation>情景自身方案中最佳：%1，现值 %2。</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>现值</translation>
    </message>
    <message>
        <source>Against #1</source>
        <translation>与 #1 之差</translation>
    </message>
    <message>
        <source>Against own best</source>
        <translation>与自身最佳之差</translation>
    </message>
    <message>
        <source>Peak FY capex</source>
        <translation>财政年度最高资本开支</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>equal alternatives: %1</source>
        <translation>同值替代方案：%1</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>As #1 but </source>
        <translation>与 #1 相同，但 </translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Cost of #1 by supply and by workload</source>
        <translation>#1 按供应及工作负载划分的成本</translation>
    </message>
    <message>
        <source>Supply</source>
        <translation>供应</translation>
    </message>
    <message>
        <source>Workloads (cost charged, nominal)</source>
        <translation>工作负载（分摊成本，名义）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>What separates #1 from #2:</source>
        <translation>#1 与 #2 的区别：</translation>
    </message>
    <message>
        <source>no other plan was ranked.</source>
        <translation>没有其他已排名的方案。</translation>
    </message>
    <message>
        <source>#1 and #2 give every workload the same supply.</source>
        <translation>#1 与 #2 给每个工作负载的供应相同。</translation>
    </message>
    <message>
        <source>the present value of making that one change in #1 (more than zero: #1 is cheaper for it).</source>
        <translation>只在 #1 作出该项改变时的现值差（大于零：#1 因此较便宜）。</translation>
    </message>
    <message>
        <source>%1: %2 in #1, %3 in #2: %4</source>
        <translation>%1：#1 为 %2，#2 为 %3：%4</translation>
    </message>
    <message>
        <source>mix not feasible</source>
        <translation>此组合不可行</translation>
    </message>
    <message>
        <source>Limits of #1, at their highest:</source>
        <translation>#1 的限制（最高时）：</translation>
    </message>
    <message>
        <source>none stated for what #1 uses (a site's power envelope or racks, the capex budget, the rented share).</source>
        <translation>#1 所用的并无规定限制（站点的电力上限或机柜、资本支出预算、租用比例）。</translation>
    </message>
    <message>
        <source>(binds)</source>
        <translation>（已达上限）</translation>
    </message>
    <message>
        <source>#%1: present value %2</source>
        <translation>#%1：现值 %2</translation>
    </message>
    <message>
        <source>%1 against #1</source>
        <translation>与 #1 之差 %1</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>与 %2 之差 %1</translation>
    </message>
    <message>
        <source>rented share %1</source>
        <translation>租用比例 %1</translation>
    </message>
    <message>
        <source>P95 %1</source>
        <translation>P95 %1</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Capex by fiscal year</source>
        <translation>按财政年度划分的资本开支</translation>
    </message>
    <message>
        <source>Fiscal year</source>
        <translation>财政年度</translation>
    </message>
    <message>
        <source>Capex</source>
        <translation>资本开支</translation>
    </message>
    <message>
        <source>The cost by supply, what separates it and its limits are given for #1; add this plan to the scenario to see all of its results.</source>
        <translation>按供应划分的成本、区别及限制只就 #1 列出；把此方案加入情景即可查看其全部结果。</translation>
    </message>
    <message>
        <source>+%1 equal</source>
        <translation>同值 +%1</translation>
    </message>
</context>
<context>
    <name>FinderText</name>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 power envelope: %2 of %3 kW in %4</source>
        <translation>%1 电力上限：%3 kW 中的 %2 kW（%4）</translation>
    </message>
    <message>
        <source>%1 racks: %2 of %3 racks in %4</source>
        <translation>%1 机柜：%3 个中的 %2 个（%4）</translation>
    </message>
    <message>
        <source>Capex budget: %1 of %2 in %3</source>
        <translation>资本支出预算：%2 中的 %1（%3）</translation>
    </message>
    <message>
        <source>Rented share: %1 of at most %2</source>
        <translation>租用比例：%1（上限 %2）</translation>
    </message>
    <message>
        <source>Searched %1 assignments of workloads to supplies (workloads: %2, supplies: %3): %4 priced, %5 feasible, from %6 evaluations of supplies for sets of workloads.</source>
        <translation>已搜索 %1 种工作负载与供应的分配（工作负载：%2，供应：%3）：已计价 %4 种，可行 %5 种，来自 %6 次按工作负载组合的供应评估。</translation>
    </message>
    <message>
        <source>Best within %1 % of a proven lower bound (%2).</source>
        <translation>最佳方案与已证明的下限（%2）相差不超过 %1%。</translation>
    </message>
    <message>
        <source>Stopped before the end: the best of the assignments priced so far.</source>
        <translation>已中途停止：只是目前已计价分配中的最佳。</translation>
    </message>
    <message>
        <source>Exact: the best is proven by branch and bound.</source>
        <translation>精确：最佳方案已由分支定界法证明。</translation>
    </message>
    <message>
        <source>Exact: every assignment priced.</source>
        <translation>精确：每种分配均已计价。</translation>
    </message>
    <message>
        <source>Not proven: the best of the assignments priced.</source>
        <translation>未证明：只是已计价分配中的最佳。</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>现值</translation>
    </message>
    <message>
        <source>Present value after tax</source>
        <translation>税后现值</translation>
    </message>
    <message>
        <source>P95 of present value</source>
        <translation>现值 P95</translation>
    </message>
</context>
<context>
    <name>ListBinding</name>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>FleetCost workbooks (*.fleetcost)</source>
        <translation>FleetCost 工作簿 (*.fleetcost)</translation>
    </message>
</context>
<context>
    <name>NumberFormat</name>
    <message>
        <source>%1%2 billion</source>
        <translation>%1%2 十亿</translation>
    </message>
    <message>
        <source>%1%2 million</source>
        <translation>%1%2 百万</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>十亿 %1</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>month %1 (year %2)</source>
        <translation>第 %1 月（第 %2 年）</translation>
    </message>
</context>
<context>
    <name>PdfReport</name>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Prepared on %1 with FleetCost %2.</source>
        <translation>于 %1 使用 FleetCost %2 编制。</translation>
    </message>
    <message>
        <source>Workbook: %1</source>
        <translation>工作簿：%1</translation>
    </message>
    <message numerus="yes">
        <source>Horizon: %n month(s); amounts in %1</source>
        <translation>
            <numerusform>测算期：%n 个月；金额单位：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Discount rate: %1 % a year; %2</source>
        <translation>年折现率：%1%；%2</translation>
    </message>
    <message>
        <source>after tax</source>
        <translation>税后</translation>
    </message>
    <message>
        <source>before tax</source>
        <translation>税前</translation>
    </message>
    <message>
        <source>FleetCost — %1</source>
        <translation>FleetCost — %1</translation>
    </message>
    <message>
        <source>Renting or owning GPU servers: the cost comparison</source>
        <translation>租用还是自购 GPU 服务器：成本比较</translation>
    </message>
    <message>
        <source>Executive summary</source>
        <translation>执行摘要</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>关键数据</translation>
    </message>
    <message>
        <source>Yearly cash flows</source>
        <translation>年度现金流</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Method</source>
        <translation>方法说明</translation>
    </message>
    <message>
        <source>Tax rules</source>
        <translation>税务规则</translation>
    </message>
    <message>
        <source>Appendix: assumptions register</source>
        <translation>附录：假设清单</translation>
    </message>
    <message numerus="yes">
        <source>Comparison of %n scenario(s)</source>
        <translation>
            <numerusform>%n 个情景的比较</numerusform>
        </translation>
    </message>
    <message>
        <source>Renting or owning GPU servers: scenarios side by side</source>
        <translation>租用还是自购 GPU 服务器：情景对比</translation>
    </message>
    <message>
        <source>Side by side</source>
        <translation>并列对比</translation>
    </message>
    <message>
        <source>Cumulative cost of %1</source>
        <translation>%1 的累计成本</translation>
    </message>
    <message>
        <source>&lt;p&gt;This scenario has problems; fix them to see its results.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此情景存在问题；请先修正，再查看其结果。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <source>%n plan(s)</source>
        <translation>
            <numerusform>%n 个方案</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n workload(s)</source>
        <translation>
            <numerusform>%n 个工作负载</numerusform>
        </translation>
    </message>
    <message>
        <source>Risk: how robust is the answer?</source>
        <translation>风险：结论有多稳健？</translation>
    </message>
    <message>
        <source>What decides it</source>
        <translation>决定结果的因素</translation>
    </message>
    <message>
        <source>What it takes for owning to win</source>
        <translation>自有胜出的条件</translation>
    </message>
    <message>
        <source>How the plan was found</source>
        <translation>方案如何找到</translation>
    </message>
    <message>
        <source>The best plans (top %1)</source>
        <translation>最佳方案（前 %1 名）</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>expected an object</source>
        <translation>必须为对象</translation>
    </message>
    <message>
        <source>the costs of plan %1 are too large to compute: check the prices, counts and exchange rates it uses</source>
        <translation>方案 %1 的成本过大，无法计算：请检查其使用的价格、数量和汇率</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an unsupported value</source>
        <translation>不支持的值</translation>
    </message>
    <message>
        <source>the text is not valid UTF-8 (%1); save the file as UTF-8</source>
        <translation>文本不是有效的 UTF-8（%1）；请将文件保存为 UTF-8</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers FleetCost can compute with</source>
        <translation>数字 %1 超出 FleetCost 可计算的范围</translation>
    </message>
    <message>
        <source>the key %1 appears twice in the same object</source>
        <translation>键 %1 在同一对象中出现了两次</translation>
    </message>
    <message>
        <source>the number %1 is beyond the range of numbers FleetCost can compute with (line %2, column %3)</source>
        <translation>数字 %1 超出 FleetCost 可计算的范围（第 %2 行，第 %3 列）</translation>
    </message>
    <message>
        <source>NaN and Infinity are not numbers that JSON allows</source>
        <translation>NaN 和 Infinity 不是 JSON 允许的数字</translation>
    </message>
    <message>
        <source>the file ends before the JSON is complete (is it truncated?)</source>
        <translation>JSON 未完整文件便已结束（文件是否被截断？）</translation>
    </message>
    <message>
        <source>more text follows the end of the JSON value</source>
        <translation>JSON 值结束后还有多余的文本</translation>
    </message>
    <message>
        <source>not valid JSON at line %1, column %2: %3</source>
        <translation>第 %1 行第 %2 列不是有效的 JSON：%3</translation>
    </message>
    <message>
        <source>nesting deeper than %1 levels is not allowed</source>
        <translation>嵌套不能超过 %1 层</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>文件是空的</translation>
    </message>
    <message>
        <source>the file is UTF-16 text; FleetCost reads UTF-8: save it as UTF-8</source>
        <translation>文件是 UTF-16 文本；FleetCost 读取 UTF-8：请保存为 UTF-8</translation>
    </message>
    <message>
        <source>not valid JSON: %1</source>
        <translation>不是有效的 JSON：%1</translation>
    </message>
    <message>
        <source>not valid JSON</source>
        <translation>不是有效的 JSON</translation>
    </message>
    <message>
        <source>expected a number, got %1</source>
        <translation>必须为数字（当前为%1）</translation>
    </message>
    <message>
        <source>expected a string, got %1</source>
        <translation>必须为字符串（当前为%1）</translation>
    </message>
    <message>
        <source>a figure needs a number "value"</source>
        <translation>数值需要数字 "value"</translation>
    </message>
    <message>
        <source>expected true or false, got %1</source>
        <translation>必须为 true 或 false（当前为%1）</translation>
    </message>
    <message>
        <source>expected an object, got %1</source>
        <translation>必须为对象（当前为%1）</translation>
    </message>
    <message>
        <source>expected an array, got %1</source>
        <translation>必须为数组（当前为%1）</translation>
    </message>
    <message>
        <source>expected an object of rates per USD, got %1</source>
        <translation>必须为每 1 USD 汇率的对象（当前为%1）</translation>
    </message>
    <message>
        <source>expected an array of GPU ids, got %1</source>
        <translation>必须为 GPU id 的数组（当前为%1）</translation>
    </message>
    <message>
        <source>expected a GPU id (a string), got %1</source>
        <translation>必须为 GPU id（字符串）（当前为%1）</translation>
    </message>
    <message>
        <source>expected a number (a weight), got %1</source>
        <translation>必须为数字（权重）（当前为%1）</translation>
    </message>
    <message>
        <source>expected "flat", "business_hours", "diurnal" or an array of 168 weights, got %1</source>
        <translation>必须为 "flat"、"business_hours"、"diurnal" 或 168 个权重的数组（当前为%1）</translation>
    </message>
    <message>
        <source>not a FleetCost workbook: expected a JSON object, got %1</source>
        <translation>不是 FleetCost 工作簿：必须为 JSON 对象（当前为%1）</translation>
    </message>
    <message>
        <source>needs a newer FleetCost: this file is version %1, this FleetCost reads versions up to %2</source>
        <translation>需要更新的 FleetCost：此文件为第 %1 版，此 FleetCost 只能读取到第 %2 版</translation>
    </message>
    <message>
        <source>no such file</source>
        <translation>没有此文件</translation>
    </message>
    <message>
        <source>is a folder, not a workbook file</source>
        <translation>这是文件夹，不是工作簿文件</translation>
    </message>
    <message>
        <source>is not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>the file is %1; a workbook may be at most 64 MiB</source>
        <translation>文件大小为 %1；工作簿最多 64 MiB</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>a training workload cannot use an API</source>
        <translation>训练工作负载不能使用 API</translation>
    </message>
    <message>
        <source>a fine-tuning workload cannot use an API</source>
        <translation>微调工作负载不能使用 API</translation>
    </message>
    <message>
        <source>it is sized in GPU-hours, not tokens</source>
        <translation>其规模以 GPU 小时而非 token 计算</translation>
    </message>
    <message>
        <source>it names no model</source>
        <translation>未指定模型</translation>
    </message>
    <message>
        <source>no API offer for model %1 from %2 in region %3</source>
        <translation>地区 %3 没有 %2 提供模型 %1 的 API 报价</translation>
    </message>
    <message>
        <source>no API offer for model %1 in region %2</source>
        <translation>地区 %2 没有模型 %1 的 API 报价</translation>
    </message>
    <message>
        <source> to rent what its API offers cannot serve (workload %1: %2)</source>
        <translation>（用于租用其 API 报价无法承担的部分；工作负载 %1：%2）</translation>
    </message>
    <message>
        <source>plan %1 needs a server model with GPU %2, but server_models has none</source>
        <translation>方案 %1 需要配备 GPU %2 的服务器型号，但 server_models 中没有</translation>
    </message>
    <message>
        <source>plan %1 has no rental offer for GPU %2 from provider %3 in region %4 (other providers offer it)%5</source>
        <translation>方案 %1 在地区 %4 没有供应商 %3 的 GPU %2 租用报价（其他供应商有提供）%5</translation>
    </message>
    <message>
        <source>plan %1 has no rental offer for GPU %2 in region %3%4</source>
        <translation>方案 %1 在地区 %3 没有 GPU %2 的租用报价%4</translation>
    </message>
    <message>
        <source>required by plan %1 but missing</source>
        <translation>方案 %1 需要此项，但未提供</translation>
    </message>
    <message>
        <source>%1 kW server %2 does not fit the %3 kW %4 rack at %5 (plan %6)</source>
        <translation>%1 kW 服务器 %2 无法放入 %5 的 %3 kW %4 机柜（方案 %6）</translation>
    </message>
    <message>
        <source>%1U server %2 does not fit the %3 usable rack units at %4 (plan %5)</source>
        <translation>%1U 服务器 %2 无法放入 %4 的 %3 个可用机柜单位（方案 %5）</translation>
    </message>
    <message>
        <source>peak demand of %1 GPUs is above the limit of 1000000 GPUs per GPU model</source>
        <translation>峰值需求 %1 个 GPU 超出每个 GPU 型号 1000000 个 GPU 的上限</translation>
    </message>
    <message>
        <source>peak demand grows beyond any number FleetCost can compute (the limit is 1000000 GPUs per GPU model): check the demand and annual_growth of its workloads</source>
        <translation>峰值需求增长到 FleetCost 无法计算的数值（上限为每个 GPU 型号 1000000 个 GPU）：请检查其工作负载的需求和 annual_growth</translation>
    </message>
    <message>
        <source>the map's value %1 %2</source>
        <translation>图中的值 %1：%2</translation>
    </message>
    <message>
        <source>at the map's point %1 %2, %3 %4: %5</source>
        <translation>在图中的点 %1 %2、%3 %4：%5</translation>
    </message>
    <message>
        <source>in trial %1 of seed %2, the figures drawn break a rule: %3</source>
        <translation>在种子 %2 的第 %1 次试验中，抽取的数值违反规则：%3</translation>
    </message>
    <message>
        <source>must not be above power_max_kw (%1 kW), got %2</source>
        <translation>不能高于 power_max_kw（%1 kW）（当前为 %2）</translation>
    </message>
    <message>
        <source>must be after the month of the point before (%1), got %2</source>
        <translation>必须晚于前一点的月份（%1）（当前为 %2）</translation>
    </message>
    <message>
        <source>must be after start_month (%1), got %2</source>
        <translation>必须晚于 start_month（%1）（当前为 %2）</translation>
    </message>
    <message>
        <source>with this bound (%1), %2</source>
        <translation>在此界限（%1）下：%2</translation>
    </message>
    <message>
        <source>with this bound (%1), %2: %3</source>
        <translation>在此界限（%1）下，%2：%3</translation>
    </message>
    <message>
        <source>today's fleet of plan %1 cannot serve %2 demand this high, and the plan rents nothing to serve the rest</source>
        <translation>方案 %1 现有的机群无法满足如此高的 %2 需求，而该方案没有租用任何资源承担其余部分</translation>
    </message>
    <message>
        <source>the search stops at demand scale %1: %2</source>
        <translation>搜索在需求倍数 %1 处停止：%2</translation>
    </message>
    <message>
        <source>the search stops at %1 %2: %3</source>
        <translation>搜索在 %1 %2 处停止：%3</translation>
    </message>
    <message>
        <source>a change of sign could not be narrowed: %1</source>
        <translation>无法缩小符号变化的位置：%1</translation>
    </message>
    <message>
        <source>at most %1 characters are allowed, got %2</source>
        <translation>最多只能有 %1 个字符（当前为 %2）</translation>
    </message>
    <message>
        <source>at most %1 characters are allowed in %2, got %3</source>
        <translation>%2 最多只能有 %1 个字符（当前为 %3）</translation>
    </message>
    <message>
        <source>must be a finite number, got %1</source>
        <translation>必须为有限数字（当前为 %1）</translation>
    </message>
    <message>
        <source>must be 0 or more, got %1</source>
        <translation>必须为 0 或以上（当前为 %1）</translation>
    </message>
    <message>
        <source>must be more than 0, got %1</source>
        <translation>必须大于 0（当前为 %1）</translation>
    </message>
    <message>
        <source>must be more than -1 (a fall of 100%), got %1</source>
        <translation>必须大于 -1（即下跌 100%）（当前为 %1）</translation>
    </message>
    <message>
        <source>must be between 0 and 1, got %1</source>
        <translation>必须介于 0 到 1 之间（当前为 %1）</translation>
    </message>
    <message>
        <source>must be between 1.0 and 3.0, got %1</source>
        <translation>必须介于 1.0 到 3.0 之间（当前为 %1）</translation>
    </message>
    <message>
        <source>must be between 0 and 10, got %1</source>
        <translation>必须介于 0 到 10 之间（当前为 %1）</translation>
    </message>
    <message>
        <source>must be a whole number of months from 1 to 600, got %1</source>
        <translation>必须为 1 到 600 的整数月数（当前为 %1）</translation>
    </message>
    <message>
        <source>must be a whole number, 0 or more, got %1</source>
        <translation>必须为 0 或以上的整数（当前为 %1）</translation>
    </message>
    <message>
        <source>must be a whole number, 1 or more, got %1</source>
        <translation>必须为 1 或以上的整数（当前为 %1）</translation>
    </message>
    <message>
        <source>must not be above the value %1, got %2</source>
        <translation>不能高于数值 %1（当前为 %2）</translation>
    </message>
    <message>
        <source>must not be below the value %1, got %2</source>
        <translation>不能低于数值 %1（当前为 %2）</translation>
    </message>
    <message>
        <source>at most %1 %2 are allowed, got %3</source>
        <translation>%2 最多只能有 %1 项（当前为 %3）</translation>
    </message>
    <message>
        <source>must name a currency, e.g. "JPY", got an empty string</source>
        <translation>必须指定货币，例如 "JPY"（当前为空字符串）</translation>
    </message>
    <message>
        <source>no exchange rate for %1: add it to fx_per_usd</source>
        <translation>没有 %1 的汇率：请在 fx_per_usd 中添加</translation>
    </message>
    <message>
        <source>required but missing: units of each currency per 1 USD, e.g. {"JPY": 150}</source>
        <translation>必填但缺少：每 1 USD 兑各货币的数额，例如 {"JPY": 150}</translation>
    </message>
    <message>
        <source>a currency code</source>
        <translation>货币代码</translation>
    </message>
    <message>
        <source>USD is 1 per USD by definition, got %1</source>
        <translation>按定义 USD 为每 USD 1（当前为 %1）</translation>
    </message>
    <message>
        <source>required but missing</source>
        <translation>必填但缺少</translation>
    </message>
    <message>
        <source>the id %1 is already used by %2</source>
        <translation>id %1 已被 %2 使用</translation>
    </message>
    <message>
        <source>the name %1 is already used by %2</source>
        <translation>名称 %1 已被 %2 使用</translation>
    </message>
    <message>
        <source>required but missing: "fleetcost-workbook"</source>
        <translation>必填但缺少："fleetcost-workbook"</translation>
    </message>
    <message>
        <source>must be "fleetcost-workbook", got %1</source>
        <translation>必须为 "fleetcost-workbook"（当前为 %1）</translation>
    </message>
    <message>
        <source>required but missing: the format version, 1</source>
        <translation>必填但缺少：格式版本 1</translation>
    </message>
    <message>
        <source>required but missing: the list of scenarios</source>
        <translation>必填但缺少：情景列表</translation>
    </message>
    <message>
        <source>no GPU model with id %1 in %2</source>
        <translation>%2 中没有 id 为 %1 的 GPU 型号</translation>
    </message>
    <message>
        <source>required when tax_rate is above 0: how hardware is depreciated</source>
        <translation>tax_rate 大于 0 时必填：硬件的折旧方法</translation>
    </message>
    <message>
        <source>required but missing: immediate, straight_line or declining_balance</source>
        <translation>必填但缺少：immediate、straight_line 或 declining_balance</translation>
    </message>
    <message>
        <source>must be immediate, straight_line or declining_balance, got %1</source>
        <translation>必须为 immediate、straight_line 或 declining_balance（当前为 %1）</translation>
    </message>
    <message>
        <source>required for %1 but missing</source>
        <translation>%1 必填但缺少</translation>
    </message>
    <message>
        <source>required for declining_balance but missing (2 = 200% declining balance)</source>
        <translation>declining_balance 必填但缺少（2 = 200% 余额递减法）</translation>
    </message>
    <message>
        <source>no region with id %1 in %2</source>
        <translation>%2 中没有 id 为 %1 的地区</translation>
    </message>
    <message>
        <source>must be allocated or used, got %1</source>
        <translation>必须为 allocated 或 used（当前为 %1）</translation>
    </message>
    <message>
        <source>required: at least one cooling option</source>
        <translation>必填：至少一个冷却选项</translation>
    </message>
    <message>
        <source>must name one of the site's cooling_options, got %1</source>
        <translation>必须为该站点 cooling_options 之一（当前为 %1）</translation>
    </message>
    <message>
        <source>required: at least one point {month, on_demand_per_gpu_hour and/or reserved_per_gpu_month}</source>
        <translation>必填：至少一个点 {month、on_demand_per_gpu_hour 和/或 reserved_per_gpu_month}</translation>
    </message>
    <message>
        <source>a point needs on_demand_per_gpu_hour, reserved_per_gpu_month or both</source>
        <translation>每个点需要 on_demand_per_gpu_hour、reserved_per_gpu_month 或两者</translation>
    </message>
    <message>
        <source>must be training, fine_tuning or inference, got %1</source>
        <translation>必须为 training、fine_tuning 或 inference（当前为 %1）</translation>
    </message>
    <message>
        <source>give either gpu_hours_per_month or avg_tokens_per_second with tokens_per_second_per_gpu, not both</source>
        <translation>请提供 gpu_hours_per_month，或 avg_tokens_per_second 加 tokens_per_second_per_gpu，不能两者都有</translation>
    </message>
    <message>
        <source>required but missing: give gpu_hours_per_month, or avg_tokens_per_second with tokens_per_second_per_gpu</source>
        <translation>必填但缺少：请提供 gpu_hours_per_month，或 avg_tokens_per_second 加 tokens_per_second_per_gpu</translation>
    </message>
    <message>
        <source>required with avg_tokens_per_second but missing</source>
        <translation>使用 avg_tokens_per_second 时必填但缺少</translation>
    </message>
    <message>
        <source>required with tokens_per_second_per_gpu but missing</source>
        <translation>使用 tokens_per_second_per_gpu 时必填但缺少</translation>
    </message>
    <message>
        <source>must have 168 weights, one per hour of the week from Monday 00:00, got %1</source>
        <translation>必须有 168 个权重，从星期一 00:00 起每周每小时一个（当前为 %1 个）</translation>
    </message>
    <message>
        <source>the weights must not all be 0</source>
        <translation>权重不能全部为 0</translation>
    </message>
    <message>
        <source>must be "flat", "business_hours", "diurnal" or an array of 168 weights, got %1</source>
        <translation>必须为 "flat"、"business_hours"、"diurnal" 或 168 个权重的数组（当前为 %1）</translation>
    </message>
    <message>
        <source>must be rent_on_demand, rent_reserved, colocate, hybrid or api, got %1</source>
        <translation>必须为 rent_on_demand、rent_reserved、colocate、hybrid 或 api（当前为 %1）</translation>
    </message>
    <message>
        <source>required for %1 but missing: the id of a site</source>
        <translation>%1 必填但缺少：站点的 id</translation>
    </message>
    <message>
        <source>no site with id %1 in %2</source>
        <translation>%2 中没有 id 为 %1 的站点</translation>
    </message>
    <message>
        <source>required for colocate when lead_time_months is above 0 (demand is rented until the servers arrive) but missing</source>
        <translation>lead_time_months 大于 0 时 colocate 必填但缺少（服务器到货前的需求以租用满足）</translation>
    </message>
    <message>
        <source>required for %1 but missing: the id of a region</source>
        <translation>%1 必填但缺少：地区的 id</translation>
    </message>
    <message>
        <source>required for a lease but missing</source>
        <translation>租赁必填但缺少</translation>
    </message>
    <message>
        <source>must be cash or lease, got %1</source>
        <translation>必须为 cash 或 lease（当前为 %1）</translation>
    </message>
    <message>
        <source>required by plan %1, whose API offer serves this workload, but missing: the share of its tokens that are input (prompt) tokens, from 0 to 1</source>
        <translation>方案 %1 的 API 报价服务此工作负载，因此必填但缺少：其 token 中输入（提示）token 所占的比例，从 0 到 1</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 万亿</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 十亿</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 百万</translation>
    </message>
    <message>
        <source>%1 hours</source>
        <translation>%1 小时</translation>
    </message>
    <message>
        <source>%1 minutes</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <source>%1 seconds</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <source>the hourly demand of %1 on %2 over %3</source>
        <translation>%1在 %2上 %3的每小时需求</translation>
    </message>
    <message>
        <source>%1 workload</source>
        <translation>%1 个工作负载</translation>
    </message>
    <message>
        <source>%1 workloads</source>
        <translation>%1 个工作负载</translation>
    </message>
    <message>
        <source>%1 GPU model</source>
        <translation>%1 个 GPU 型号</translation>
    </message>
    <message>
        <source>%1 GPU models</source>
        <translation>%1 个 GPU 型号</translation>
    </message>
    <message>
        <source>%1 month</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>%1 months</source>
        <translation>%1 个月</translation>
    </message>
    <message>
        <source>use fewer workloads, fewer GPU models or a shorter horizon</source>
        <translation>请减少工作负载或 GPU 型号，或缩短期限</translation>
    </message>
    <message>
        <source>%1 × %2 × %3</source>
        <translation>%1 × %2 × %3</translation>
    </message>
    <message>
        <source>%1 plan</source>
        <translation>%1 个方案</translation>
    </message>
    <message>
        <source>%1 plans</source>
        <translation>%1 个方案</translation>
    </message>
    <message>
        <source>use fewer plans, fewer GPU models or a shorter horizon</source>
        <translation>请减少方案或 GPU 型号，或缩短期限</translation>
    </message>
    <message>
        <source>the flows of %1</source>
        <translation>%1的现金流</translation>
    </message>
    <message>
        <source>the results of %1</source>
        <translation>%1的结果</translation>
    </message>
    <message>
        <source>the tax and lease schedules of %1</source>
        <translation>%1的税费和租赁计划</translation>
    </message>
    <message>
        <source>use fewer owning plans or a shorter horizon</source>
        <translation>请减少自有方案或缩短期限</translation>
    </message>
    <message>
        <source>the workload costs of %1</source>
        <translation>%1的工作负载成本</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>use fewer plans or workloads</source>
        <translation>请减少方案或工作负载</translation>
    </message>
    <message>
        <source>the API costs of %1 × %2 × %3</source>
        <translation>%1 × %2 × %3的 API 成本</translation>
    </message>
    <message>
        <source>%1 api plan</source>
        <translation>%1 个 api 方案</translation>
    </message>
    <message>
        <source>%1 api plans</source>
        <translation>%1 个 api 方案</translation>
    </message>
    <message>
        <source>use fewer api plans, fewer workloads or a shorter horizon</source>
        <translation>请减少 api 方案或工作负载，或缩短期限</translation>
    </message>
    <message>
        <source>the hybrid cap search (%1, up to %2 per GPU model, %3)</source>
        <translation>混合上限搜索（%1，每个 GPU 型号最多 %2，%3）</translation>
    </message>
    <message>
        <source>%1 hybrid plan</source>
        <translation>%1 个 hybrid 方案</translation>
    </message>
    <message>
        <source>%1 hybrid plans</source>
        <translation>%1 个 hybrid 方案</translation>
    </message>
    <message>
        <source>%1 server</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>%1 servers</source>
        <translation>%1 台服务器</translation>
    </message>
    <message>
        <source>use servers with more GPUs, less headroom, fewer hybrid plans or a shorter horizon</source>
        <translation>请使用 GPU 更多的服务器、减少余量、减少 hybrid 方案或缩短期限</translation>
    </message>
    <message>
        <source>the reservation search (%1, up to %2 per term)</source>
        <translation>预留搜索（%1，每个期限最多 %2）</translation>
    </message>
    <message>
        <source>%1 rent_reserved plan</source>
        <translation>%1 个 rent_reserved 方案</translation>
    </message>
    <message>
        <source>%1 rent_reserved plans</source>
        <translation>%1 个 rent_reserved 方案</translation>
    </message>
    <message>
        <source>%1 reserved unit</source>
        <translation>%1 个预留单位</translation>
    </message>
    <message>
        <source>%1 reserved units</source>
        <translation>%1 个预留单位</translation>
    </message>
    <message>
        <source>use a larger reserved_unit_gpus or fewer rent_reserved plans</source>
        <translation>请增大 reserved_unit_gpus 或减少 rent_reserved 方案</translation>
    </message>
    <message>
        <source>the break-even and IRR of %1 owning × %2 renting plans over %3</source>
        <translation>%1 个自有方案 × %2 个租用方案在 %3内的盈亏平衡和 IRR</translation>
    </message>
    <message>
        <source>use fewer plans or a shorter horizon</source>
        <translation>请减少方案或缩短期限</translation>
    </message>
    <message>
        <source>the restriction warnings (%1 quoting their regions' restriction_note)</source>
        <translation>限制警告（%1，引用其地区的 restriction_note）</translation>
    </message>
    <message>
        <source>%1 warning</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>%1 warnings</source>
        <translation>%1 个警告</translation>
    </message>
    <message>
        <source>use fewer plans in regions that restrict their GPU models, or a shorter restriction_note</source>
        <translation>请减少位于限制其 GPU 型号地区的方案，或缩短 restriction_note</translation>
    </message>
    <message>
        <source>too large to evaluate: it would need about %1 of memory, over the limit of %2; most of it for %3: %4</source>
        <translation>过大，无法评估：约需 %1 内存，超出上限 %2；大部分用于 %3：%4</translation>
    </message>
    <message>
        <source>too large to evaluate: about %1 steps of computation (%2), over the limit of %3 (about %4); most of them for %5: %6</source>
        <translation>过大，无法评估：约需 %1 步计算（%2），超出上限 %3（约 %4）；大部分用于 %5：%6</translation>
    </message>
    <message>
        <source>the plan finder searches 1 to 62 workloads, got %1</source>
        <translation>计划搜索器可搜索 1 至 62 个工作负载，得到 %1</translation>
    </message>
    <message>
        <source>no supply can serve workload %1: no site fits its server and no region rents its GPU model or serves its model</source>
        <translation>没有供应可服务工作负载 %1:没有数据中心容纳其服务器，也没有区域租用其 GPU 型号或提供其模型</translation>
    </message>
    <message>
        <source>must be rent_on_demand, rent_reserved, colocate, hybrid, api or portfolio, got %1</source>
        <translation>必须是 rent_on_demand、rent_reserved、colocate、hybrid、api 或 portfolio，得到 %1</translation>
    </message>
    <message>
        <source>only a portfolio plan has assignments; this plan is %1</source>
        <translation>只有组合计划才有分配;此计划是 %1</translation>
    </message>
    <message>
        <source>a portfolio plan needs an assignment for each workload, got none</source>
        <translation>组合计划需要为每个工作负载设定分配，但没有任何分配</translation>
    </message>
    <message>
        <source>no workload named %1 in %2</source>
        <translation>%2 中没有名为 %1 的工作负载</translation>
    </message>
    <message>
        <source>workload %1 is already assigned by %2</source>
        <translation>工作负载 %1 已由 %2 分配</translation>
    </message>
    <message>
        <source>what a plan owns at site %1 is owned one way: %2 has %3, this assignment %4</source>
        <translation>计划在数据中心 %1 自有的部分只可有一种方式:%2 是 %3，此分配是 %4</translation>
    </message>
    <message>
        <source>workload %1 has no assignment: a portfolio plan gives every workload a supply</source>
        <translation>工作负载 %1 没有分配:组合计划为每个工作负载指定供应</translation>
    </message>
    <message>
        <source>plan %1 needs %2 kW at site %3 in %4, above its power envelope of %5 kW by %6 kW</source>
        <translation>计划 %1 在 %4 于数据中心 %3 需要 %2 kW，超出其电力上限 %5 kW 达 %6 kW</translation>
    </message>
    <message>
        <source>plan %1 needs %2 racks at site %3 in %4, above its %5 racks by %6</source>
        <translation>计划 %1 在 %4 于数据中心 %3 需要 %2 个机柜，超出上限 %5 个达 %6 个</translation>
    </message>
    <message>
        <source>must be a month as YYYY-MM, got %1</source>
        <translation>必须是 YYYY-MM 格式的月份，得到 %1</translation>
    </message>
    <message>
        <source>must be a month from 1 to 12, got %1</source>
        <translation>必须是 1 至 12 的月份，得到 %1</translation>
    </message>
    <message>
        <source>required with %1 but missing</source>
        <translation>须与 %1 一同提供，但缺少</translation>
    </message>
    <message>
        <source>serves workload %1 in region %2, which the workload does not allow (its allowed_regions: %3)</source>
        <translation>在区域 %2 服务工作负载 %1，但该工作负载不允许(其 allowed_regions:%3)</translation>
    </message>
    <message>
        <source>the plan finder cannot search this scenario: %1 sets of workloads to price for its supplies (at most %2); give fewer workloads, or fewer sites and regions</source>
        <translation>计划搜索器无法搜索此情景:各供应需计算的工作负载组合有 %1 个(上限 %2 个);请减少工作负载，或减少数据中心与区域</translation>
    </message>
    <message>
        <source>must be a date as YYYY, YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>必须是 YYYY、YYYY-MM 或 YYYY-MM-DD 格式的日期，得到 %1</translation>
    </message>
    <message>
        <source>must be quote, list_price, index, specification or estimate, got %1</source>
        <translation>必须是 quote、list_price、index、specification 或 estimate，得到 %1</translation>
    </message>
    <message>
        <source>an estimate must say in its source what it is estimated from</source>
        <translation>估算值须在 source 中说明其估算依据</translation>
    </message>
    <message>
        <source>must be a date as YYYY-MM or YYYY-MM-DD, got %1</source>
        <translation>必须是 YYYY-MM 或 YYYY-MM-DD 格式的日期，得到 %1</translation>
    </message>
    <message>
        <source>%1 kW rack-scale system %2 needs direct liquid cooling of at least %1 kW a rack; %3 at %4 offers %5 kW of air cooling (plan %6)</source>
        <translation>%1 kW 的整机柜系统 %2 需要每机柜至少 %1 kW 的直接液冷;%4 的 %3 只提供 %5 kW 风冷(计划 %6)</translation>
    </message>
    <message>
        <source>%1 kW liquid-cooled server %2 needs direct liquid cooling; %3 at %4 offers %5 kW of air cooling (plan %6)</source>
        <translation>%1 kW 的液冷服务器 %2 需要直接液冷;%4 的 %3 只提供 %5 kW 风冷(计划 %6)</translation>
    </message>
    <message>
        <source>air-cooled server %1 cannot use the direct liquid-cooled %2 rack at %3 (plan %4)</source>
        <translation>风冷服务器 %1 不能使用 %3 的直接液冷机柜 %2(计划 %4)</translation>
    </message>
    <message>
        <source>%1 kW rack-scale system %2 needs direct liquid cooling of at least %1 kW a rack; %3 at %4 offers %5 kW (plan %6)</source>
        <translation>%1 kW 的整机柜系统 %2 需要每机柜至少 %1 kW 的直接液冷;%4 的 %3 只提供 %5 kW(计划 %6)</translation>
    </message>
    <message>
        <source>%1 kg server %2 is heavier than the %3 kg floor loading of the %4 rack at %5 (plan %6)</source>
        <translation>%1 kg 的服务器 %2 超过 %5 的 %4 机柜楼面承重 %3 kg(计划 %6)</translation>
    </message>
    <message>
        <source>%1; the site's cooling option %2 would take it</source>
        <translation>%1;场地的冷却选项 %2 可容纳</translation>
    </message>
    <message>
        <source>must be air or liquid, got %1</source>
        <translation>必须为 air 或 liquid,实际为 %1</translation>
    </message>
    <message>
        <source>offer %1 states no spot_per_gpu_hour for workload %2, which may run on spot</source>
        <translation>租用报价 %1 未为可用竞价运行的工作负载 %2 指定 spot_per_gpu_hour</translation>
    </message>
    <message>
        <source>applies to training and fine_tuning workloads only; this workload is inference</source>
        <translation>仅适用于 training 和 fine_tuning 工作负载；此工作负载为 inference</translation>
    </message>
    <message>
        <source>applies to rent_on_demand supplies only; this one is %1</source>
        <translation>仅适用于 rent_on_demand 供应；此供应为 %1</translation>
    </message>
    <message>
        <source>must be 1 to 14 days, or a multiple of 7 up to 182, got %1</source>
        <translation>必须为 1 至 14 天，或 7 的倍数至 182 天，实际为 %1</translation>
    </message>
    <message>
        <source>needs commitment_per_gpu_hour, the committed price</source>
        <translation>需要 commitment_per_gpu_hour（承诺价）</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>%n month(s)</source>
        <translation>
            <numerusform>%n 个月</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>百万 %1</translation>
    </message>
    <message>
        <source>%1 thousand</source>
        <translation>千 %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The scenario has no plans to compare.&lt;/p&gt;</source>
        <translation>&lt;p&gt;此情景没有可供比较的方案。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Over %1, the cheapest plan is &lt;b&gt;%2&lt;/b&gt;, with a present value of %3 (%4 in nominal terms).</source>
        <translation>在 %1 的测算期内，成本最低的方案为&lt;b&gt;%2&lt;/b&gt;，其现值为 %3（名义金额为 %4）。</translation>
    </message>
    <message>
        <source>Owning is cheaper: the best owning plan, %1, saves %2 in present value against the best renting plan, %3.</source>
        <translation>自购更为经济：最优自购方案 %1 与最优租用方案 %3 相比，按现值计算可节省 %2。</translation>
    </message>
    <message>
        <source>Renting is cheaper: the best renting plan, %1, costs %2 less in present value than the best owning plan, %3.</source>
        <translation>租用更为经济：最优租用方案 %1 的现值成本比最优自购方案 %3 低 %2。</translation>
    </message>
    <message>
        <source>%1 owns no server: at these prices renting every burst is cheaper than owning any.</source>
        <translation>%1 未持有任何服务器：按当前价格，所有突发需求均以租用方式满足，比自购任何服务器都更为经济。</translation>
    </message>
    <message>
        <source>%1 breaks even against %2 after %3 (discounted: %4).</source>
        <translation>%1 相对于 %2 在 %3后达到盈亏平衡点（按现值计算：%4）。</translation>
    </message>
    <message>
        <source>never within the horizon</source>
        <translation>测算期内无法达到</translation>
    </message>
    <message>
        <source>%1 does not break even against %2 within the horizon.</source>
        <translation>在测算期内，%1 相对于 %2 未能达到盈亏平衡点。</translation>
    </message>
    <message>
        <source>Against %1 it breaks even after %2.</source>
        <translation>相对于 %1，该方案在 %2后达到盈亏平衡点。</translation>
    </message>
    <message>
        <source>The return on owning instead of renting (IRR) is %1 % a year.</source>
        <translation>以自购替代租用的内部收益率（IRR）为每年 %1%。</translation>
    </message>
    <message>
        <source>The scenario needs both an owning and a renting plan to compare them.</source>
        <translation>情景须同时包含自购方案和租用方案，方可进行比较。</translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation>%1（%2%）</translation>
    </message>
    <message>
        <source>Its biggest cost drivers are %1, as shares of its present-value costs.</source>
        <translation>按占其现值成本的比例计，其主要成本构成为：%1。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;%n 条警告：&lt;/b&gt;部分方案在其所在地区自有或租用受限 GPU（详见“警告”）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Present value, %1</source>
        <translation>现值（%1）</translation>
    </message>
    <message>
        <source>Nominal cost, %1</source>
        <translation>名义成本（%1）</translation>
    </message>
    <message>
        <source>Per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>CO2, t</source>
        <translation>CO2（t）</translation>
    </message>
    <message>
        <source>Break-even against %1</source>
        <translation>相对于 %1 的盈亏平衡点</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>%1 (discounted %2)</source>
        <translation>%1（折现后 %2）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>&lt;p&gt;Amounts in %1, not discounted. A flow dated &lt;i&gt;t&lt;/i&gt; months after the start falls in year ⌈&lt;i&gt;t&lt;/i&gt;/12⌉ (purchases at the start in year 1); credits are negative.&lt;/p&gt;</source>
        <translation>&lt;p&gt;金额单位为 %1，未折现。起始后第 &lt;i&gt;t&lt;/i&gt; 个月发生的现金流计入第 ⌈&lt;i&gt;t&lt;/i&gt;/12⌉ 年（起始时的购置计入第 1 年）；抵减项以负数列示。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Category</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Year %1</source>
        <translation>第 %1 年</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>&lt;b&gt;Total&lt;/b&gt;</source>
        <translation>&lt;b&gt;合计&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;None.&lt;/p&gt;</source>
        <translation>&lt;p&gt;无。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>shipped: %1</source>
        <translation>内置默认值：%1</translation>
    </message>
    <message>
        <source>&lt;i&gt;no source stated&lt;/i&gt;</source>
        <translation>&lt;i&gt;未注明来源&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>Hardware depreciation</source>
        <translation>硬件折旧</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>deducted in full when bought</source>
        <translation>购置时一次性全额扣除</translation>
    </message>
    <message>
        <source>straight line over %1 years</source>
        <translation>直线法，折旧年限 %1 年</translation>
    </message>
    <message>
        <source>%1% declining balance over %2 years, switching to straight line</source>
        <translation>%1% 余额递减法，折旧年限 %2 年，其后转为直线法</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>not stated (0)</source>
        <translation>未填写（0）</translation>
    </message>
    <message>
        <source>Dating: purchases, rack set-up fees, cooling capex and sales of used hardware are dated in the month they happen; the running costs of a month (fees, energy, rental, staff) at its end; the value of hardware still owned at the end of the horizon is credited on the last date.</source>
        <translation>计入时点：购置、机柜开通费、冷却资本支出及二手硬件出售均计入其发生的当月；每月的运营成本（各项费用、电费、租用费、人员成本）计入当月月末；测算期结束时仍持有的硬件，其价值于最后日期冲减成本。</translation>
    </message>
    <message>
        <source>Discounting: a flow dated t months from the start is worth flow / (1 + r)^(t/12) today, r being the annual discount rate. Present values add these up.</source>
        <translation>折现：起始后 t 个月发生的现金流，其当前价值为 现金流 / (1 + r)^(t/12)，其中 r 为年折现率。现值即上述各项之和。</translation>
    </message>
    <message>
        <source>Break-even: the first month from which the owning plan's cumulative cost stays at or below the renting plan's until the end; the discounted break-even uses present values.</source>
        <translation>盈亏平衡点：自购方案的累计成本自该月起直至测算期结束始终不高于租用方案累计成本的第一个月；折现盈亏平衡点按现值计算。</translation>
    </message>
    <message>
        <source>Owned servers are sized for the peak hour of each month's weekly demand (plus headroom and spares); demand above the owned capacity is rented on demand. A hybrid plan owns up to a cap per GPU model, chosen by present value.</source>
        <translation>自有服务器按每月周需求曲线中的峰值小时配置（另加余量和备用）；超出自有容量的需求按需租用。混合方案对每种 GPU 型号的自有数量设定上限，该上限按现值最优原则选定。</translation>
    </message>
    <message>
        <source>Included: hardware, installation, network capex, resale, colocation space, power fees and metered energy (IT energy × PUE), cooling, cross-connects, transit, remote hands, staff, maintenance, licences, rental on demand and reserved%1.</source>
        <translation>已计入：硬件、安装、网络资本支出、转售、机柜托管空间、电力费及计量电量（IT 电量 × PUE）、冷却、交叉连接、IP 转接、远程协助、人员、维护、许可费、按需租用和预留租用%1。</translation>
    </message>
    <message>
        <source>, lease instalments and tax</source>
        <translation>、租赁分期付款和税</translation>
    </message>
    <message>
        <source>Not included: storage, data egress, consumption tax, Japan's fixed-asset tax on equipment, the cost of capital other than through the discount rate, and anything a site does not list.</source>
        <translation>未计入：存储、数据出站流量、消费税、日本对设备征收的固定资产税、折现率以外的资本成本，以及站点未列明的任何费用。</translation>
    </message>
    <message>
        <source>Every figure comes from the workbook; shipped defaults carry their source and date (see the assumptions register). All amounts are converted once into %1 with the workbook's exchange rates.</source>
        <translation>所有数值均来自工作簿；内置默认值附有来源和日期（参见假设清单）。所有金额均按工作簿中的汇率一次性换算为 %1。</translation>
    </message>
    <message>
        <source>has problems</source>
        <translation>存在问题</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>成本最低的方案</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>其现值</translation>
    </message>
    <message>
        <source>Owning saves (present value)</source>
        <translation>自购节省额（现值）</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>, lease instalments</source>
        <translation>、租赁分期付款</translation>
    </message>
    <message>
        <source> and tax</source>
        <translation>及税</translation>
    </message>
    <message>
        <source>Field (unit)</source>
        <translation>字段（单位）</translation>
    </message>
    <message>
        <source>Value (low – high)</source>
        <translation>数值（下限 – 上限）</translation>
    </message>
    <message>
        <source>Source, date</source>
        <translation>来源、日期</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every figure the scenario states, with its unit, range, source and date. &lt;b&gt;✎&lt;/b&gt; marks a value the user changed from the shipped default (the shipped value follows). Sources are numbered and listed once after the table; long notes are shortened here, and the workbook and the XLSX export's Assumptions sheet keep them in full.&lt;/p&gt;</source>
        <translation>&lt;p&gt;情景列明的每个数值，连同单位、范围、来源及日期。&lt;b&gt;✎&lt;/b&gt; 表示用户已修改附带默认值（其后列出默认值）。来源编号后在表后列出一次；较长的备注在此缩短，工作簿及 XLSX 导出的假设工作表保留全文。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every figure the scenarios state, with its unit, range, source and date: one column per scenario where they differ, one value across them where they agree (— where a scenario does not state it). &lt;b&gt;✎&lt;/b&gt; marks a value changed from the shipped default. Sources are numbered and listed once after the table; long notes are shortened here.&lt;/p&gt;</source>
        <translation>&lt;p&gt;各情景列明的每个数值，连同单位、范围、来源及日期：数值不同时每个情景一列，相同时合并为一个数值（— 表示该情景没有列明）。&lt;b&gt;✎&lt;/b&gt; 表示已修改附带默认值。来源编号后在表后列出一次；较长的备注在此缩短。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What it takes for owning to win</source>
        <translation>自有胜出的条件</translation>
    </message>
    <message>
        <source>no source stated</source>
        <translation>未列明来源</translation>
    </message>
    <message>
        <source>Owning minus renting is %1 today (below 0 owning is cheaper). The inputs that move it most, each alone from its low to its high value:</source>
        <translation>当前自有减租用为 %1（低于 0 即自有更便宜）。影响最大的输入（各自由下限变至上限）：</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>输入</translation>
    </message>
    <message>
        <source>Owning minus renting at low / high</source>
        <translation>下限 / 上限时的自有减租用</translation>
    </message>
    <message>
        <source>Source (date)</source>
        <translation>来源（日期）</translation>
    </message>
    <message>
        <source>No input searched (utilisation, rental prices, energy and server price, discount rate, horizon) turns the answer within its range.</source>
        <translation>所搜索的输入（使用率、租用价格、电价与服务器价格、折现率、期限）在其范围内均不会改变结论。</translation>
    </message>
    <message>
        <source>The thresholds nearest to today's values, relatively: each input alone, every other at its value, the plans' fleets, caps and reservations chosen again (fleetcost-cli thresholds lists every input).</source>
        <translation>相对而言最接近当前值的阈值：每次只改变一项输入，其他保持当前值，方案的机队、上限及预留重新选择（fleetcost-cli thresholds 列出所有输入）。</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves (see Warnings).</source>
        <translation>
            <numerusform>&lt;b&gt;%n 条警告：&lt;/b&gt;托管 API 方案为其地区内没有 API 报价提供其模型的工作负载租用 GPU（见“警告”）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b style="color: #a04b00;"&gt;stale&lt;/b&gt;: a price dated more than %n month(s) before the prices' date %1.</source>
        <translation>
            <numerusform>&lt;b style="color: #a04b00;"&gt;过时&lt;/b&gt;:价格的日期早于价格基准日 %1 超过 %n 个月。</numerusform>
        </translation>
    </message>
    <message>
        <source>Stale prices: %1</source>
        <translation>过时价格:%1</translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n GPU model(s) that no workload uses, and their servers.</source>
        <translation>
            <numerusform>未列出:没有工作负载使用的 %n 个 GPU 型号及其服务器。</numerusform>
        </translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效产出率</translation>
    </message>
    <message>
        <source>Per useful GPU-hour</source>
        <translation>每有效GPU小时</translation>
    </message>
    <message numerus="yes">
        <source>Not listed: %n interruption, repair and spot figure(s), which change nothing where no workload states a training job (job_gpus) and no plan a spot share.</source>
        <translation>
            <numerusform>未列出：%n 项中断、维修及竞价（Spot）数值（没有工作负载设定训练作业（job_gpus），也没有方案设定竞价比例，这些数值不影响结果）。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RiskCatalog</name>
    <message>
        <source>owning minus renting</source>
        <translation>自购减租用</translation>
    </message>
    <message>
        <source>present value of %1</source>
        <translation>%1 的现值</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>P5 %1, median %2, P95 %3</source>
        <translation>P5 %1，中位数 %2，P95 %3</translation>
    </message>
    <message>
        <source>Largest swing %1: %2</source>
        <translation>最大波动 %1：%2</translation>
    </message>
    <message>
        <source>Sensitivity</source>
        <translation>敏感性</translation>
    </message>
    <message>
        <source>Monte Carlo: owning minus renting</source>
        <translation>蒙特卡洛模拟：自购减租用</translation>
    </message>
    <message>
        <source>%1 trials, seed %2</source>
        <translation>%1 次试验，种子 %2</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of trials</source>
        <translation>%1% 的试验中自购更便宜</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>盈亏平衡图</translation>
    </message>
    <message>
        <source>Across: %1; up: %2</source>
        <translation>横轴：%1；纵轴：%2</translation>
    </message>
    <message>
        <source>Owning is cheaper in %1% of the map; the line marks a tie</source>
        <translation>图中 %1% 的区域自购更便宜；线条表示两者成本相同</translation>
    </message>
    <message>
        <source>The ranges of these figures cannot be analysed:</source>
        <translation>以下数值的区间无法分析：</translation>
    </message>
    <message>
        <source>No figure of this scenario has a low and a high value, so there is nothing to vary: the results above are the only case.</source>
        <translation>该情景中没有任何数值设置了下限和上限，因此没有可变动的项：以上结果即为唯一情形。</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) of the scenario have a range (low, value, high). Sensitivity sets each alone to its low and to its high; Monte Carlo draws all of them at once from triangular distributions. Hybrid caps and reserved commitments stay at the base case's choice.</source>
        <translation>
            <numerusform>该情景有 %n 个数值设置了区间（下限、数值、上限）。敏感性分析将每个数值单独设为下限和上限；蒙特卡洛模拟从三角分布中同时抽取所有数值。混合方案的上限和预留承诺保持基准情景的选择。</numerusform>
        </translation>
    </message>
    <message>
        <source>In %1 trials (seed %2), owning is cheaper than renting in %3% of them. Owning minus renting, in present value: %4.</source>
        <translation>在 %1 次试验（种子 %2）中，%3% 的试验自购比租用更便宜。自购减租用（现值）：%4。</translation>
    </message>
    <message>
        <source>month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even in month %1 at the median (P5: %2, P95: %3); it never breaks even in %4% of trials.</source>
        <translation>最低成本自购方案的盈亏平衡点中位数为第 %1 个月（P5：%2，P95：%3）；%4% 的试验中始终未达到盈亏平衡。</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even against renting in only %1% of trials.</source>
        <translation>最低成本自购方案仅在 %1% 的试验中相对租用达到盈亏平衡。</translation>
    </message>
    <message>
        <source>%1: from %2 to %3</source>
        <translation>%1：从 %2 到 %3</translation>
    </message>
    <message>
        <source>the cheapest owning plan's present value minus the cheapest renting plan's</source>
        <translation>最低成本自购方案的现值减最低成本租用方案的现值</translation>
    </message>
    <message>
        <source>The figures that move %1 most (base case %2), each at its low and at its high:</source>
        <translation>对%1影响最大的数值（基准情景 %2），分别取下限和上限时：</translation>
    </message>
</context>
<context>
    <name>ScenarioTemplate</name>
    <message>
        <source>New scenario</source>
        <translation>新情景</translation>
    </message>
    <message>
        <source>Model training</source>
        <translation>模型训练</translation>
    </message>
    <message>
        <source>Osaka</source>
        <translation>大阪</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>东京</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <comment>strategy — place</comment>
        <translation>%1 — %2</translation>
    </message>
</context>
<context>
    <name>ShippedValueMenu</name>
    <message>
        <source>Reset to the shipped value</source>
        <translation>恢复为内置默认值</translation>
    </message>
    <message>
        <source>Evidence…</source>
        <translation>依据…</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%2 的 %1</translation>
    </message>
</context>
<context>
    <name>Slides</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1 · %2 · %3</source>
        <translation>%1 · %2 · %3</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>cannot write %1</source>
        <translation>无法写入 %1</translation>
    </message>
</context>
<context>
    <name>Strategy</name>
    <message>
        <source>Rent on demand</source>
        <translation>按需租用</translation>
    </message>
    <message>
        <source>Rent reserved</source>
        <translation>预留租用</translation>
    </message>
    <message>
        <source>Colocate</source>
        <translation>机柜托管</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合方案</translation>
    </message>
    <message>
        <source>Hosted API</source>
        <translation>托管 API</translation>
    </message>
    <message>
        <source>Portfolio</source>
        <translation>组合</translation>
    </message>
</context>
<context>
    <name>Thresholds</name>
    <message>
        <source>utilisation of the owned GPUs</source>
        <translation>自有 GPU 的使用率</translation>
    </message>
    <message>
        <source>every rental price</source>
        <translation>所有租用价格</translation>
    </message>
    <message>
        <source>demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>%1 × today's</source>
        <translation>当前的 %1 倍</translation>
    </message>
    <message>
        <source>%1 % a year</source>
        <translation>每年 %1 %</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1: not searched (%2).</source>
        <translation>%1：未搜索（%2）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: owning wins throughout.</source>
        <translation>%1 在 %2 至 %3 之间没有阈值：自有始终胜出。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: owning never wins there.</source>
        <translation>%1 在 %2 至 %3 之间没有阈值：自有在此范围内从不胜出。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (%3).</source>
        <translation>%1 高于 %2 时自有胜出（%3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (%3).</source>
        <translation>%1 低于 %2 时自有胜出（%3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 or more (today %3).</source>
        <translation>%1 达 %2 或以上时自有胜出（当前 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is %2 or less (today %3).</source>
        <translation>%1 为 %2 或以下时自有胜出（当前 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (today %3).</source>
        <translation>%1 高于 %2 时自有胜出（当前 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (today %3).</source>
        <translation>%1 低于 %2 时自有胜出（当前 %3）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is above %2 (today %3; %4).</source>
        <translation>%1 高于 %2 时自有胜出（当前 %3；%4）。</translation>
    </message>
    <message>
        <source>Owning wins if %1 is below %2 (today %3; %4).</source>
        <translation>%1 低于 %2 时自有胜出（当前 %3；%4）。</translation>
    </message>
    <message>
        <source>%1 against %2: owning is cheaper by %3 today.</source>
        <translation>%1 对 %2：当前自有便宜 %3。</translation>
    </message>
    <message>
        <source>%1 against %2: owning costs %3 more today.</source>
        <translation>%1 对 %2：当前自有贵 %3。</translation>
    </message>
    <message>
        <source>Threshold: %1</source>
        <translation>阈值：%1</translation>
    </message>
    <message>
        <source>Threshold</source>
        <translation>阈值</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand is between %1 and %2 × today's (on today's fleet, whose GPUs are %3 busy today).</source>
        <translation>只要需求保持在当前的 %1 至 %2 倍之间，自有仍更便宜（按现有机队计，GPU 当前使用率为 %3）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays below %1 × today's (on today's fleet, whose GPUs are %2 busy today).</source>
        <translation>只要需求低于当前的 %1 倍，自有仍更便宜（按现有机队计，GPU 当前使用率为 %2）。</translation>
    </message>
    <message>
        <source>Owning stays cheaper while demand stays above %1 × today's (on today's fleet, whose GPUs are %2 busy today).</source>
        <translation>只要需求高于当前的 %1 倍，自有仍更便宜（按现有机队计，GPU 当前使用率为 %2）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand were between %1 and %2 × today's (on today's fleet: its GPUs %3 to %4 busy; %5 today).</source>
        <translation>如果需求在当前的 %1 至 %2 倍之间，自有会更便宜（按现有机队计 GPU 使用率 %3 至 %4；当前 %5）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand rose above %1 × today's (on today's fleet: its GPUs over %2 busy; %3 today).</source>
        <translation>如果需求升至当前的 %1 倍以上，自有会更便宜（按现有机队计 GPU 使用率超过 %2；当前 %3）。</translation>
    </message>
    <message>
        <source>Owning would be cheaper if demand fell below %1 × today's (on today's fleet: its GPUs under %2 busy; %3 today).</source>
        <translation>如果需求降至当前的 %1 倍以下，自有会更便宜（按现有机队计 GPU 使用率低于 %2；当前 %3）。</translation>
    </message>
    <message>
        <source>No threshold for %1 between %2 and %3: the two plans cost exactly the same throughout.</source>
        <translation>%1 在 %2 至 %3 之间没有阈值：两个方案在此范围内成本完全相同。</translation>
    </message>
    <message>
        <source>%1 percentage points</source>
        <translation>%1 个百分点</translation>
    </message>
</context>
<context>
    <name>TokenCostsText</name>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Each workload's share of each plan's nominal cost over its tokens, in %1 per million tokens; the lowest for each workload in bold. A hosted API plan charges a workload its tokens at the API's prices; the other plans share the cost of its GPU model by GPU-hours.</source>
        <translation>各工作负载分摊的每个方案名义成本除以其 token 数（每百万 token 的 %1）；每个工作负载的最低值以粗体显示。托管 API 方案按 API 价格向工作负载收取 token 费用；其他方案按 GPU 小时分摊其 GPU 型号的成本。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>FTE</source>
        <translation>FTE</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GPU-hours per month</source>
        <translation>GPU 小时／月</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <source>GPUs per server</source>
        <translation>每服务器 GPU 数</translation>
    </message>
    <message>
        <source>Mbps</source>
        <translation>Mbps</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>TB/s</source>
        <translation>TB/s</translation>
    </message>
    <message>
        <source>TFLOPS (dense BF16)</source>
        <translation>TFLOPS（稠密 BF16）</translation>
    </message>
    <message>
        <source>U</source>
        <translation>U</translation>
    </message>
    <message>
        <source>U per rack</source>
        <translation>每机柜 U</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>cross-connects per rack</source>
        <translation>每机柜交叉连接数</translation>
    </message>
    <message>
        <source>fraction of peak</source>
        <translation>占峰值的比例</translation>
    </message>
    <message>
        <source>hours per month</source>
        <translation>小时／月</translation>
    </message>
    <message>
        <source>kW</source>
        <translation>kW</translation>
    </message>
    <message>
        <source>kW per rack</source>
        <translation>每机柜 kW</translation>
    </message>
    <message>
        <source>kWh per GPU-hour</source>
        <translation>每 GPU 小时 kWh</translation>
    </message>
    <message>
        <source>kg CO2/kWh</source>
        <translation>kg CO2/kWh</translation>
    </message>
    <message>
        <source>month</source>
        <translation>第几个月</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>of profit</source>
        <translation>占利润的比例</translation>
    </message>
    <message>
        <source>of server price</source>
        <translation>占服务器价格的比例</translation>
    </message>
    <message>
        <source>of server price per year</source>
        <translation>占服务器价格的年率</translation>
    </message>
    <message>
        <source>of the input tokens (cached)</source>
        <translation>占输入 tokens 的比例（缓存）</translation>
    </message>
    <message>
        <source>of the tokens (input)</source>
        <translation>占 tokens 的比例（输入）</translation>
    </message>
    <message>
        <source>per FTE-year</source>
        <translation>每 FTE 年</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>每 GPU 月</translation>
    </message>
    <message>
        <source>per GPU-year</source>
        <translation>每 GPU 年</translation>
    </message>
    <message>
        <source>per Mbps-month</source>
        <translation>每 Mbps 月</translation>
    </message>
    <message>
        <source>per cross-connect-month</source>
        <translation>每交叉连接月</translation>
    </message>
    <message>
        <source>per hour</source>
        <translation>每小时</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>每 kW 月</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>每 kWh</translation>
    </message>
    <message>
        <source>per million cached input tokens</source>
        <translation>每百万缓存输入 tokens</translation>
    </message>
    <message>
        <source>per million input tokens</source>
        <translation>每百万输入 tokens</translation>
    </message>
    <message>
        <source>per million output tokens</source>
        <translation>每百万输出 tokens</translation>
    </message>
    <message>
        <source>per rack</source>
        <translation>每机柜</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>每机柜月</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>每服务器</translation>
    </message>
    <message>
        <source>per year</source>
        <translation>每年</translation>
    </message>
    <message>
        <source>spares per server</source>
        <translation>每服务器备用机</translation>
    </message>
    <message>
        <source>tokens per second</source>
        <translation>每秒 tokens</translation>
    </message>
    <message>
        <source>tokens per second per GPU</source>
        <translation>每 GPU 每秒 tokens</translation>
    </message>
    <message>
        <source>x straight line</source>
        <translation>× 直线法</translation>
    </message>
    <message>
        <source>x the path's prices</source>
        <translation>× 价格路径的价格</translation>
    </message>
    <message>
        <source>years</source>
        <translation>年</translation>
    </message>
    <message>
        <source>%1 per USD</source>
        <translation>%1／美元</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>A currency code and the unit's words: "JPY per GPU-hour".</extracomment>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>month of the year</source>
        <translation>日历月</translation>
    </message>
    <message>
        <source>per fiscal year</source>
        <translation>每财年</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>kg</translation>
    </message>
    <message>
        <source>kg per rack</source>
        <translation>kg/机柜</translation>
    </message>
    <message>
        <source>hours</source>
        <translation>小时</translation>
    </message>
    <message>
        <source>per 1,000 GPU-hours</source>
        <translation>每 1,000 GPU小时</translation>
    </message>
    <message>
        <source>of a workload's GPU-hours</source>
        <translation>占工作负载GPU小时的比例</translation>
    </message>
    <message>
        <source>of tolerant workloads' GPU-hours</source>
        <translation>占可容忍中断工作负载GPU小时的比例</translation>
    </message>
    <message>
        <source>days</source>
        <translation>天</translation>
    </message>
</context>
<context>
    <name>Warnings</name>
    <message>
        <source>plan %1 owns %2 (%3) in %4, where it is restricted</source>
        <translation>方案 %1 在 %4 自有 %2（%3），而该处限制此型号</translation>
    </message>
    <message>
        <source>plan %1 rents %2 (%3) in %4, where it is restricted</source>
        <translation>方案 %1 在 %4 租用 %2（%3），而该处限制此型号</translation>
    </message>
    <message>
        <source>plan %1 rents GPUs on demand for workload %2: no API offer in %3 from %4 serves model %5</source>
        <translation>方案 %1 为工作负载 %2 按需租用 GPU：%3 没有 %4 提供模型 %5 的 API 报价</translation>
    </message>
    <message>
        <source>plan %1 rents GPUs on demand for workload %2: no API offer in %3 serves model %4</source>
        <translation>方案 %1 为工作负载 %2 按需租用 GPU：%3 没有提供模型 %4 的 API 报价</translation>
    </message>
    <message>
        <source>plan %1 spends %2 %3 on capex in %4, above the budget of %5 by %6</source>
        <translation>计划 %1 在 %4 的资本支出为 %2 %3，超出预算 %5 达 %6</translation>
    </message>
    <message>
        <source>plan %1 rents %2 of its GPU-hours, above the most rented share of %3</source>
        <translation>计划 %1 租用其 GPU 小时的 %2，超出租用比例上限 %3</translation>
    </message>
    <message>
        <source>stale prices (dated more than %2 months before the prices' date %3): %1; the oldest is %4, dated %5, %6 months before</source>
        <translation>过时价格(日期早于价格基准日 %3 超过 %2 个月):%1 项;最旧的是 %4，日期 %5，早 %6 个月</translation>
    </message>
</context>
<context>
    <name>XlsxExport</name>
    <message>
        <source>Present value (NPV), %1</source>
        <translation>净现值（NPV，%1）</translation>
    </message>
    <message>
        <source>Nominal cost, %1</source>
        <translation>名义成本（%1）</translation>
    </message>
    <message>
        <source>Discount rate (annual)</source>
        <translation>折现率（年）</translation>
    </message>
    <message>
        <source>Discount factor</source>
        <translation>折现系数</translation>
    </message>
    <message>
        <source>Present value, %1</source>
        <translation>现值（%1）</translation>
    </message>
    <message>
        <source>Sum</source>
        <translation>总计</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>项目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>下限</translation>
    </message>
    <message>
        <source>High</source>
        <translation>上限</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>单位</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>截至</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Shipped default (when changed)</source>
        <translation>内置默认值（已修改时）</translation>
    </message>
    <message>
        <source>Place in the file (JSON pointer)</source>
        <translation>在文件中的位置（JSON pointer）</translation>
    </message>
    <message>
        <source>cannot write in %1: %2</source>
        <translation>无法在 %1 中写入：%2</translation>
    </message>
    <message>
        <source>cannot create the spreadsheet</source>
        <translation>无法创建电子表格</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>FleetCost — %1</source>
        <translation>FleetCost — %1</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>生成时间</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Strategy</source>
        <translation>策略</translation>
    </message>
    <message>
        <source>Cost per GPU-hour, %1</source>
        <translation>每 GPU 小时成本（%1）</translation>
    </message>
    <message>
        <source>CO2, tonnes</source>
        <translation>CO2（吨）</translation>
    </message>
    <message>
        <source>Owning plan</source>
        <translation>自购方案</translation>
    </message>
    <message>
        <source>Renting plan</source>
        <translation>租用方案</translation>
    </message>
    <message>
        <source>Break-even month</source>
        <translation>盈亏平衡月份</translation>
    </message>
    <message>
        <source>Discounted break-even month</source>
        <translation>折现盈亏平衡月份</translation>
    </message>
    <message>
        <source>Rate of return of owning (IRR, annual)</source>
        <translation>自购的内部收益率（IRR，年）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>cannot write the spreadsheet: %1</source>
        <translation>无法写入电子表格：%1</translation>
    </message>
    <message>
        <source>cannot replace %1</source>
        <translation>无法替换 %1</translation>
    </message>
    <message>
        <source>Assumptions — %1</source>
        <translation>假设 — %1</translation>
    </message>
    <message>
        <source>Yellow cells are the inputs the formulas read: change one and every flow, total, present value and break-even month follows. Grey cells shaped the decisions FleetCost made (servers, racks, caps, reservations, demand), which the spreadsheet keeps as they are: changing them re-optimises nothing.</source>
        <translation>黄色单元格是公式读取的输入：修改任何一个，所有现金流、合计、现值和盈亏平衡月份都会随之更新。灰色单元格决定了 FleetCost 所做的决策（服务器、机柜、上限、预留、需求），电子表格保持这些决策不变：修改它们不会重新优化。</translation>
    </message>
    <message>
        <source>Defined name (use it in formulas)</source>
        <translation>定义名称（可在公式中使用）</translation>
    </message>
    <message>
        <source>In %1</source>
        <translation>以 %1 计</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>使用方</translation>
    </message>
    <message>
        <source>FleetCost's default (MODEL.md §0); not stated in the workbook</source>
        <translation>FleetCost 默认值（MODEL.md §0）；工作簿中未注明</translation>
    </message>
    <message>
        <source>the view this spreadsheet was made in</source>
        <translation>生成此电子表格时的视图</translation>
    </message>
    <message>
        <source>Break-even — %1</source>
        <translation>盈亏平衡 — %1</translation>
    </message>
    <message>
        <source>Each row is renting's total minus owning's at each date; a difference within rounding noise (1e-6, or 1e-9 of the larger total) counts as 0. The Summary's IRR of owning reads these rows; its break-even months read the plans' cumulative rows.</source>
        <translation>每行为各日期租用合计减去自购合计；在舍入误差范围内（1e-6，或较大合计的 1e-9）的差额视为 0。摘要中自购的 IRR 读取这些行；盈亏平衡月份读取各方案的累计行。</translation>
    </message>
    <message>
        <source>%1 minus %2</source>
        <translation>%1 减 %2</translation>
    </message>
    <message>
        <source>no scenario has a plan to export</source>
        <translation>没有情景包含可导出的方案</translation>
    </message>
    <message>
        <source>the spreadsheet would have about %1 cells, more than the %2 a spreadsheet can recalculate in reasonable time: export fewer scenarios (--scenario NAME), or use fewer plans, GPU models or months</source>
        <translation>电子表格约有 %1 个单元格，超过电子表格可在合理时间内重新计算的 %2 个：请导出较少的情景（--scenario NAME），或使用较少的方案、GPU 型号或月数</translation>
    </message>
    <message>
        <source>cannot list the decisions of scenario "%1"</source>
        <translation>无法列出情景“%1”的决策</translation>
    </message>
    <message>
        <source>not exported: the scenario has no plan</source>
        <translation>未导出：情景没有方案</translation>
    </message>
    <message>
        <source>not exported: the scenario has problems</source>
        <translation>未导出：情景有问题</translation>
    </message>
    <message>
        <source>Monthly inputs</source>
        <translation>月度输入</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡</translation>
    </message>
    <message>
        <source>Plans' financing</source>
        <translation>方案融资</translation>
    </message>
    <message>
        <source>formulas</source>
        <translation>公式</translation>
    </message>
    <message>
        <source>FleetCost's decisions only (not re-optimised here)</source>
        <translation>仅 FleetCost 的决策（此处不会重新优化）</translation>
    </message>
    <message>
        <source>formulas, and FleetCost's decisions (not re-optimised here)</source>
        <translation>公式及 FleetCost 的决策（此处不会重新优化）</translation>
    </message>
    <message>
        <source>not used by any plan</source>
        <translation>没有方案使用</translation>
    </message>
    <message>
        <source>Exchange rates (units per US dollar)</source>
        <translation>汇率（每美元单位）</translation>
    </message>
    <message>
        <source>%1 per USD</source>
        <translation>每 USD 兑 %1</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>自购政策</translation>
    </message>
    <message>
        <source>Regions and tax</source>
        <translation>地区与税收</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>服务器型号</translation>
    </message>
    <message>
        <source>Colocation sites</source>
        <translation>托管站点</translation>
    </message>
    <message>
        <source>Cooling options</source>
        <translation>冷却选项</translation>
    </message>
    <message>
        <source>%1 (chosen)</source>
        <translation>%1（已选）</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Server price — %1</source>
        <translation>服务器价格 — %1</translation>
    </message>
    <message>
        <source>per server</source>
        <translation>每台服务器</translation>
    </message>
    <message>
        <source>Cost of a server bought (install and network included) — %1</source>
        <translation>购买一台服务器的成本（含安装和网络） — %1</translation>
    </message>
    <message>
        <source>On-demand price — %1</source>
        <translation>按需价格 — %1</translation>
    </message>
    <message>
        <source>per GPU-hour</source>
        <translation>每 GPU 小时</translation>
    </message>
    <message>
        <source>Reserved price — %1 (a term pays its first month's price)</source>
        <translation>预留价格 — %1（每个期限支付首月的价格）</translation>
    </message>
    <message>
        <source>per GPU-month</source>
        <translation>每 GPU 月</translation>
    </message>
    <message>
        <source>per month</source>
        <translation>每月</translation>
    </message>
    <message>
        <source>Colocation price index — %1</source>
        <translation>托管价格指数 — %1</translation>
    </message>
    <message>
        <source>× base price</source>
        <translation>× 基准价格</translation>
    </message>
    <message>
        <source>Energy price index — %1</source>
        <translation>电价指数 — %1</translation>
    </message>
    <message>
        <source>Space per rack — %1</source>
        <translation>每机柜空间 — %1</translation>
    </message>
    <message>
        <source>per rack-month</source>
        <translation>每机柜月</translation>
    </message>
    <message>
        <source>Per-kW fee — %1</source>
        <translation>每 kW 费用 — %1</translation>
    </message>
    <message>
        <source>per kW-month</source>
        <translation>每 kW 月</translation>
    </message>
    <message>
        <source>Energy — %1</source>
        <translation>电费 — %1</translation>
    </message>
    <message>
        <source>per kWh</source>
        <translation>每 kWh</translation>
    </message>
    <message>
        <source>Cooling per rack — %1</source>
        <translation>每机柜冷却 — %1</translation>
    </message>
    <message>
        <source>Cross-connects per rack — %1</source>
        <translation>每机柜交叉连接 — %1</translation>
    </message>
    <message>
        <source>Transit — %1</source>
        <translation>带宽转接 — %1</translation>
    </message>
    <message>
        <source>Remote hands and staff — %1</source>
        <translation>远程支持与人员 — %1</translation>
    </message>
    <message>
        <source>share of the cost</source>
        <translation>占成本比例</translation>
    </message>
    <message>
        <source>Depreciation in a month of age a (a = date) — %1</source>
        <translation>机龄 a 个月的当月折旧（a = 日期） — %1</translation>
    </message>
    <message>
        <source>The same in reverse order (date j holds age %1 − j)</source>
        <translation>同一数值倒序排列（日期 j 对应机龄 %1 − j）</translation>
    </message>
    <message>
        <source>Book value left after n months (n = date)</source>
        <translation>n 个月后剩余账面价值（n = 日期）</translation>
    </message>
    <message>
        <source>Book value left at the horizon of a purchase in the month</source>
        <translation>当月购入项目在期末的剩余账面价值</translation>
    </message>
    <message>
        <source>Monthly inputs — %1</source>
        <translation>月度输入 — %1</translation>
    </message>
    <message>
        <source>Every row is a formula of the Assumptions sheet (amounts in %1, prices changed once a year), except the grey demand rows: FleetCost's model of the workloads' hourly demand, kept as constants.</source>
        <translation>每行都是“假设”工作表的公式（金额以 %1 计，价格每年变动一次），灰色需求行除外：这是 FleetCost 对工作负载每小时需求的模型，以常数保留。</translation>
    </message>
    <message>
        <source>Discount factor, 1 / (1 + discount_rate_annual)^(t / 12)</source>
        <translation>折现系数，1 / (1 + discount_rate_annual)^(t / 12)</translation>
    </message>
    <message>
        <source>Resale value of a server of age a months (a = date)</source>
        <translation>机龄 a 个月的服务器转售价值（a = 日期）</translation>
    </message>
    <message>
        <source>share of its price</source>
        <translation>占其价格比例</translation>
    </message>
    <message>
        <source>Resale value at the horizon of a server bought in the month</source>
        <translation>当月购买的服务器在期末的转售价值</translation>
    </message>
    <message>
        <source>Demand in GPU-hours (FleetCost's model of the hourly profiles; constants)</source>
        <translation>以 GPU 小时计的需求（FleetCost 的每小时需求模型；常数）</translation>
    </message>
    <message>
        <source>GPU-hours demanded — %1</source>
        <translation>GPU 小时需求 — %1</translation>
    </message>
    <message>
        <source>GPU-hours</source>
        <translation>GPU 小时</translation>
    </message>
    <message>
        <source>Servers (hardware_annual_price_change once a year)</source>
        <translation>服务器（hardware_annual_price_change 每年一次）</translation>
    </message>
    <message>
        <source>Colocation sites (colo_annual_change and energy_annual_change once a year)</source>
        <translation>托管站点（colo_annual_change 和 energy_annual_change 每年一次）</translation>
    </message>
    <message>
        <source>Tax depreciation of a purchase of 1, by the region of a site</source>
        <translation>成本为 1 的购入项目的税务折旧，按站点所在地区</translation>
    </message>
    <message>
        <source>Decisions chosen by FleetCost; not re-optimised by the spreadsheet</source>
        <translation>FleetCost 选择的决策；电子表格不会重新优化</translation>
    </message>
    <message>
        <source>Servers sized to the hourly demand with headroom and spares, sold at refresh age, nothing before the lead time; hybrid caps chosen to minimise each GPU model's present value.</source>
        <translation>服务器按每小时需求加上余量和备用机配置，到更新期时出售，交付期前不持有；混合方案的上限按各 GPU 型号的最低现值选择。</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>Hybrid cap: servers owned at most (spares come on top)</source>
        <translation>混合方案上限：最多持有的服务器数量（备用机另计）</translation>
    </message>
    <message>
        <source>Servers owned (after the month's sales and purchases)</source>
        <translation>持有的服务器（当月出售和购买后）</translation>
    </message>
    <message>
        <source>Servers bought (empty: none)</source>
        <translation>购买的服务器（空白：无）</translation>
    </message>
    <message numerus="yes">
        <source>Servers sold at refresh age, %n month(s) after their purchase (empty: none)</source>
        <translation>
            <numerusform>到更新期出售的服务器，购买后 %n 个月（空白：无）</numerusform>
        </translation>
    </message>
    <message>
        <source>Servers of the month's purchase still owned at the horizon (empty: none)</source>
        <translation>当月购买且在期末仍持有的服务器（空白：无）</translation>
    </message>
    <message>
        <source>GPU-hours served by the owned GPUs</source>
        <translation>自购 GPU 处理的 GPU 小时</translation>
    </message>
    <message>
        <source>GPU-hours above the owned capacity (rented on demand when the plan has an offer)</source>
        <translation>超出自购容量的 GPU 小时（方案有报价时按需租用）</translation>
    </message>
    <message>
        <source>Racks at the site</source>
        <translation>站点机柜</translation>
    </message>
    <message>
        <source>Racks (each GPU model's racks, added up)</source>
        <translation>机柜（各 GPU 型号的机柜合计）</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>Computed from the inputs</source>
        <translation>根据输入计算</translation>
    </message>
    <message>
        <source>A month's running costs are paid at its end: the category rows below add month m's cells at date m + 1.</source>
        <translation>每月运营成本在月底支付：下面的类别行把第 m 月的单元格计入日期 m + 1。</translation>
    </message>
    <message>
        <source>Servers bought × cost of a server bought (dated in the month)</source>
        <translation>购买的服务器 × 购买一台服务器的成本（计入当月）</translation>
    </message>
    <message>
        <source>Cost of the servers bought, all GPU models</source>
        <translation>购买服务器的成本，所有 GPU 型号</translation>
    </message>
    <message>
        <source>Value of the servers owned at their purchase prices (for maintenance)</source>
        <translation>持有服务器按购买价计算的价值（用于维护费）</translation>
    </message>
    <message>
        <source>Resale at refresh age (dated in the month) and value at the horizon (date %1), credits</source>
        <translation>到更新期的转售（计入当月）及期末价值（日期 %1），收入</translation>
    </message>
    <message>
        <source>IT energy: 730 h × owned × idle kW + (max − idle kW) / GPUs per server × GPU-hours served</source>
        <translation>IT 用电：730 小时 × 持有数量 × 空闲 kW + (最大 − 空闲 kW) / 每台服务器 GPU 数 × 处理的 GPU 小时</translation>
    </message>
    <message>
        <source>kWh</source>
        <translation>kWh</translation>
    </message>
    <message>
        <source>Energy: IT energy × PUE × energy price</source>
        <translation>电费：IT 用电 × PUE × 电价</translation>
    </message>
    <message>
        <source>Per-kW fee on the servers' rated kW (when power_fee_basis is "used")</source>
        <translation>按服务器额定 kW 计的每 kW 费用（power_fee_basis 为 "used" 时）</translation>
    </message>
    <message>
        <source>Rental above the owned capacity: GPU-hours above × on-demand price</source>
        <translation>超出自购容量的租用：超出的 GPU 小时 × 按需价格</translation>
    </message>
    <message>
        <source>no rental offer</source>
        <translation>没有租用报价</translation>
    </message>
    <message>
        <source>The site, on the racks of every GPU model</source>
        <translation>站点，按所有 GPU 型号的机柜</translation>
    </message>
    <message>
        <source>New racks (above the most racks of any earlier month)</source>
        <translation>新增机柜（超出之前任何月份的最多机柜数）</translation>
    </message>
    <message>
        <source>Owns a server (1) or not (0)</source>
        <translation>持有服务器（1）或不持有（0）</translation>
    </message>
    <message>
        <source>Rack set-up fees (dated in the month)</source>
        <translation>机柜安装费（计入当月）</translation>
    </message>
    <message>
        <source>Cooling capex of new racks (dated in the month)</source>
        <translation>新增机柜的冷却资本支出（计入当月）</translation>
    </message>
    <message>
        <source>Space: racks × space per rack</source>
        <translation>空间：机柜数 × 每机柜空间</translation>
    </message>
    <message>
        <source>Per-kW fee on the racks' allocated kW (when power_fee_basis is not "used")</source>
        <translation>按机柜分配 kW 计的每 kW 费用（power_fee_basis 不是 "used" 时）</translation>
    </message>
    <message>
        <source>Cooling: racks × cooling per rack</source>
        <translation>冷却：机柜数 × 每机柜冷却</translation>
    </message>
    <message>
        <source>Network: racks × cross-connects per rack, and transit while owning</source>
        <translation>网络：机柜数 × 每机柜交叉连接，以及持有期间的带宽转接</translation>
    </message>
    <message>
        <source>Remote hands and staff while owning</source>
        <translation>持有期间的远程支持与人员</translation>
    </message>
    <message>
        <source>site: %1</source>
        <translation>站点：%1</translation>
    </message>
    <message>
        <source>rents in: %1</source>
        <translation>租用地区：%1</translation>
    </message>
    <message>
        <source>financing: lease</source>
        <translation>融资：租赁</translation>
    </message>
    <message>
        <source>Tax workings (used when after_tax is TRUE)</source>
        <translation>税务计算（after_tax 为 TRUE 时使用）</translation>
    </message>
    <message>
        <source>Deductions of the purchases at the site's region's rule: depreciation while owned, book value minus proceeds at a sale or at the horizon.</source>
        <translation>按站点所在地区规则的购入项目扣除：持有期间折旧，出售时或期末的账面价值减所得款项。</translation>
    </message>
    <message>
        <source>Depreciation of the purchases still owned (dated at the month's end)</source>
        <translation>仍持有的购入项目的折旧（计入月底）</translation>
    </message>
    <message>
        <source>Book value minus proceeds at refresh sales and at the horizon</source>
        <translation>更新期出售及期末时的账面价值减所得款项</translation>
    </message>
    <message>
        <source>Hardware deductions (the whole cost at once when the method is immediate)</source>
        <translation>硬件扣除（折旧方法为 immediate 时一次性扣除全部成本）</translation>
    </message>
    <message>
        <source>Grey rows are FleetCost's decisions, kept as constants; every other number is a formula of the Assumptions sheet's inputs (through the Monthly inputs sheet) and of those decisions.</source>
        <translation>灰色行是 FleetCost 的决策，以常数保留；其他所有数字都是“假设”工作表输入（经“月度输入”工作表）及这些决策的公式。</translation>
    </message>
    <message>
        <source>Cash flows by category</source>
        <translation>按类别的现金流</translation>
    </message>
    <message>
        <source>Dated in months from the start: purchases, set-up and sales in their month, a month's running costs at its end, the value still owned at the horizon. Costs are positive, credits negative.</source>
        <translation>以开始后的月数计日期：购买、安装和出售计入当月，每月运营成本计入月底，期末仍持有的价值计入期末。成本为正数，收入为负数。</translation>
    </message>
    <message>
        <source>%1 (leased: see Lease)</source>
        <translation>%1（租赁：见租赁）</translation>
    </message>
    <message>
        <source>%1 (0 unless after_tax is TRUE; savings negative)</source>
        <translation>%1（除非 after_tax 为 TRUE 否则为 0；节省为负数）</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>现值</translation>
    </message>
    <message>
        <source>Cumulative present value</source>
        <translation>累计现值</translation>
    </message>
    <message>
        <source>date 0 of the total, plus NPV of dates 1..%1 at the monthly rate (1 + discount_rate_annual)^(1/12) − 1</source>
        <translation>合计的日期 0，加上日期 1..%1 按月利率 (1 + discount_rate_annual)^(1/12) − 1 计算的 NPV</translation>
    </message>
    <message>
        <source>the sum of the total row</source>
        <translation>合计行的总和</translation>
    </message>
    <message>
        <source>nominal cost / GPU-hours demanded (Monthly inputs)</source>
        <translation>名义成本 / 需求 GPU 小时（月度输入）</translation>
    </message>
    <message>
        <source>metered site energy × the site region's grid intensity, and rented GPU-hours × the offer's kWh per GPU-hour × its region's intensity</source>
        <translation>站点计量用电 × 站点所在地区的电网排放系数，以及租用的 GPU 小时 × 报价的每 GPU 小时 kWh × 其地区的系数</translation>
    </message>
    <message>
        <source>Renting on demand rents every GPU-hour demanded (the grey demand rows of the Monthly inputs sheet); it has no decisions.</source>
        <translation>按需租用会租用需求的每一个 GPU 小时（“月度输入”工作表的灰色需求行）；没有决策。</translation>
    </message>
    <message>
        <source>Rental on demand (paid at the month's end): GPU-hours demanded × on-demand price</source>
        <translation>按需租用（月底支付）：需求 GPU 小时 × 按需价格</translation>
    </message>
    <message>
        <source>Each term's reservation was chosen to minimise the term's present value; the GPU-hours above it come from the hourly demand.</source>
        <translation>每个期限的预留按该期限的最低现值选择；超出预留的 GPU 小时来自每小时需求。</translation>
    </message>
    <message>
        <source>GPUs reserved (each term's commitment)</source>
        <translation>预留的 GPU（各期限的承诺）</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>个 GPU</translation>
    </message>
    <message>
        <source>GPU-hours above the reservation (rented on demand)</source>
        <translation>超出预留的 GPU 小时（按需租用）</translation>
    </message>
    <message>
        <source>Reserved rental (paid at the month's end): GPUs reserved × the price of the term's first month</source>
        <translation>预留租用（月底支付）：预留的 GPU × 期限首月的价格</translation>
    </message>
    <message>
        <source>On-demand rental above the reservation (paid at the month's end)</source>
        <translation>超出预留的按需租用（月底支付）</translation>
    </message>
    <message>
        <source>Date (months from the start)</source>
        <translation>日期（开始后的月数）</translation>
    </message>
    <message>
        <source>Year of the date (prices change once a year)</source>
        <translation>日期所属年份（价格每年变动一次）</translation>
    </message>
    <message>
        <source>Sheet</source>
        <translation>工作表</translation>
    </message>
    <message>
        <source>Present value if owning</source>
        <translation>自购方案的现值</translation>
    </message>
    <message>
        <source>Present value if renting</source>
        <translation>租用方案的现值</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Every figure in this file is a formula of the inputs on each scenario's Assumptions sheet (yellow cells): change one and every flow, total, present value, break-even month and IRR follows. Grey rows are FleetCost's decisions (servers, racks, hybrid caps, reservations) and demand, chosen by FleetCost and not re-optimised by the spreadsheet.</source>
        <translation>此文件中的每个数字都是各情景“假设”工作表输入（黄色单元格）的公式：修改任何一个，所有现金流、合计、现值、盈亏平衡月份和 IRR 都会随之更新。灰色行是 FleetCost 的决策（服务器、机柜、混合方案上限、预留）和需求，由 FleetCost 选择，电子表格不会重新优化。</translation>
    </message>
    <message>
        <source>Scenarios compared</source>
        <translation>情景比较</translation>
    </message>
    <message>
        <source>Horizon, months</source>
        <translation>期限（月）</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>税后</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>最便宜的方案</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>其现值</translation>
    </message>
    <message>
        <source>Cheapest owning plan</source>
        <translation>最便宜的自购方案</translation>
    </message>
    <message>
        <source>Cheapest renting plan</source>
        <translation>最便宜的租用方案</translation>
    </message>
    <message>
        <source>Owning minus renting (present value)</source>
        <translation>自购减租用（现值）</translation>
    </message>
    <message>
        <source>Scenario: %1</source>
        <translation>情景：%1</translation>
    </message>
    <message>
        <source>inputs on "%1", monthly inputs on "%2"</source>
        <translation>输入见“%1”，月度输入见“%2”</translation>
    </message>
    <message>
        <source>IRR search starts at (monthly): FleetCost's root when exported</source>
        <translation>IRR 搜索起点（每月）：导出时 FleetCost 的解</translation>
    </message>
    <message>
        <source>CO2 of the rented GPU-hours (sum column): GPU-hours × the offer's kWh per GPU-hour × its region's grid intensity</source>
        <translation>租用 GPU 小时的 CO2（总计列）：GPU 小时 × 报价的每 GPU 小时 kWh × 其地区的电网排放系数</translation>
    </message>
    <message>
        <source>kg</source>
        <translation>千克</translation>
    </message>
    <message>
        <source>An inference workload sized in tokens that names its model is served by the first API offer for that model in the plan's region (and API provider); the other workloads' GPU-hours are rented on demand.</source>
        <translation>以 token 计量并指明模型的推理工作负载，由方案地区（及 API 提供商）内该模型的第一个 API 报价提供服务；其他工作负载的 GPU 小时按需租用。</translation>
    </message>
    <message>
        <source>The API offer that serves each workload (the first for its model in the plan's region)</source>
        <translation>服务各工作负载的 API 报价（方案地区内该模型的第一个）</translation>
    </message>
    <message>
        <source>GPU-hours rented on demand (the workloads no API offer serves)</source>
        <translation>按需租用的 GPU 小时（没有 API 报价服务的工作负载）</translation>
    </message>
    <message>
        <source>   %1 (the API serves all its workloads)</source>
        <translation>   %1（API 服务其所有工作负载）</translation>
    </message>
    <message>
        <source>Tokens are paid per token: a month's tokens (Monthly inputs) at the month's blended price, paid at its end.</source>
        <translation>token 按用量付费：每月的 token 数（月度输入）乘以当月的加权价格，在月底支付。</translation>
    </message>
    <message>
        <source>per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Blended price: input share × ((1 − cached share) × input price + cached share × cached-input price) + (1 − input share) × output price</source>
        <translation>加权价格：输入占比 × ((1 − 缓存占比) × 输入价格 + 缓存占比 × 缓存输入价格) + (1 − 输入占比) × 输出价格</translation>
    </message>
    <message>
        <source>API fees (paid at the month's end): millions of tokens × blended price</source>
        <translation>API 费用（在月底支付）：token 数（百万）× 加权价格</translation>
    </message>
    <message>
        <source>Rental on demand (paid at the month's end): GPU-hours rented × on-demand price</source>
        <translation>按需租用（在月底支付）：租用的 GPU 小时 × 按需价格</translation>
    </message>
    <message>
        <source>%1 › price path</source>
        <translation>%1 › 价格路径</translation>
    </message>
    <message>
        <source>%1 › price path, point %2</source>
        <translation>%1 › 价格路径，第 %2 点</translation>
    </message>
    <message>
        <source>Hosted API offers</source>
        <translation>托管 API 报价</translation>
    </message>
    <message>
        <source>Tokens of the workloads a hosted API serves (FleetCost's model of the demand; constants)</source>
        <translation>托管 API 服务的工作负载的 token 数（FleetCost 的需求模型；常数）</translation>
    </message>
    <message>
        <source>Tokens — %1</source>
        <translation>Token 数 — %1</translation>
    </message>
    <message>
        <source>million tokens</source>
        <translation>百万 token</translation>
    </message>
    <message>
        <source>Rental offers (each offer's annual_price_change once a year, or its price path)</source>
        <translation>租用报价（各报价的 annual_price_change 每年一次，或其价格路径）</translation>
    </message>
    <message>
        <source>Hosted API offers (prices per million tokens; each offer's annual_price_change once a year)</source>
        <translation>托管 API 报价（每百万 token 价格；各报价的 annual_price_change 每年一次）</translation>
    </message>
    <message>
        <source>API provider: %1</source>
        <translation>API 提供商：%1</translation>
    </message>
    <message>
        <source>%1 (the sum of its stretches below)</source>
        <translation>%1（以下各区间之和）</translation>
    </message>
    <message>
        <source>   from point %1 on (its price held)</source>
        <translation>   自第 %1 点起（保持该价格）</translation>
    </message>
    <message>
        <source>   from month 0 (the offer's price) to point %1</source>
        <translation>   从第 0 个月（报价的价格）到第 %1 点</translation>
    </message>
    <message>
        <source>   from point %1 to point %2</source>
        <translation>   从第 %1 点到第 %2 点</translation>
    </message>
    <message>
        <source>On-demand price along the price path — %1</source>
        <translation>沿价格路径的按需价格 — %1</translation>
    </message>
    <message>
        <source>Reserved price along the price path — %1 (a term pays its first month's price)</source>
        <translation>沿价格路径的预留价格 — %1（每个期限支付首月的价格）</translation>
    </message>
    <message>
        <source>API input price — %1</source>
        <translation>API 输入价格 — %1</translation>
    </message>
    <message>
        <source>API cached-input price — %1</source>
        <translation>API 缓存输入价格 — %1</translation>
    </message>
    <message>
        <source>API cached-input price — %1 (the input price: the offer states no other)</source>
        <translation>API 缓存输入价格 — %1（即输入价格：报价未列明其他价格）</translation>
    </message>
    <message>
        <source>API output price — %1</source>
        <translation>API 输出价格 — %1</translation>
    </message>
    <message>
        <source>FleetCost accepts a number of 0 or more here.</source>
        <translation>FleetCost 在此只接受 0 或以上的数值。</translation>
    </message>
    <message>
        <source>FleetCost accepts a number above 0 here.</source>
        <translation>FleetCost 在此只接受大于 0 的数值。</translation>
    </message>
    <message>
        <source>FleetCost accepts a rate above -100% here.</source>
        <translation>FleetCost 在此只接受高于 -100% 的比率。</translation>
    </message>
    <message>
        <source>FleetCost accepts a share from 0% to 100% here.</source>
        <translation>FleetCost 在此只接受 0% 至 100% 的比例。</translation>
    </message>
    <message>
        <source>FleetCost accepts a PUE from 1.0 to 3.0 here.</source>
        <translation>FleetCost 在此只接受 1.0 至 3.0 的 PUE。</translation>
    </message>
    <message>
        <source>FleetCost accepts a headroom from 0% to 1000% here.</source>
        <translation>FleetCost 在此只接受 0% 至 1000% 的余量。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of months from 1 to 600 here.</source>
        <translation>FleetCost 在此只接受 1 至 600 的整数月数。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of 0 or more here.</source>
        <translation>FleetCost 在此只接受 0 或以上的整数。</translation>
    </message>
    <message>
        <source>FleetCost accepts a whole number of 1 or more here.</source>
        <translation>FleetCost 在此只接受 1 或以上的整数。</translation>
    </message>
    <message>
        <source>FleetCost refuses this value</source>
        <translation>FleetCost 不接受此数值</translation>
    </message>
    <message>
        <source>FleetCost accepts only %1 here.</source>
        <translation>FleetCost 在此只接受 %1。</translation>
    </message>
    <message>
        <source>FleetCost accepts only TRUE or FALSE here.</source>
        <translation>FleetCost 在此只接受 TRUE 或 FALSE。</translation>
    </message>
    <message>
        <source>Decisions and the inputs they rest on</source>
        <translation>决策及其依据的输入</translation>
    </message>
    <message>
        <source>Changing these inputs changes no formula above: FleetCost's decisions stay as they were. TRUE under "Inputs changed": an input differs from the value FleetCost decided with; TRUE under "Stale (proved)": a check proves the decision wrong for the current inputs (run FleetCost again).</source>
        <translation>更改这些输入不会改变上方任何公式：FleetCost 的决策保持不变。“输入已更改”为 TRUE：有输入与 FleetCost 决策时的数值不同；“已过时（已证明）”为 TRUE：检查证明该决策在当前输入下不成立（请重新运行 FleetCost）。</translation>
    </message>
    <message>
        <source>Decision or workload</source>
        <translation>决策或工作负载</translation>
    </message>
    <message>
        <source>GPU model</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Demand now / as decided</source>
        <translation>当前需求 / 决策时需求</translation>
    </message>
    <message>
        <source>Inputs changed</source>
        <translation>输入已更改</translation>
    </message>
    <message>
        <source>Stale (proved)</source>
        <translation>已过时（已证明）</translation>
    </message>
    <message>
        <source>Rests on</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>no cheap check</source>
        <translation>没有简易检查</translation>
    </message>
    <message>
        <source>the demand of the GPU model's workloads (rows above)</source>
        <translation>此 GPU 型号的工作负载需求（上方各行）</translation>
    </message>
    <message>
        <source>Servers owned (under the hybrid cap)</source>
        <translation>拥有的服务器（混合上限以内）</translation>
    </message>
    <message>
        <source>Servers owned</source>
        <translation>拥有的服务器</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜</translation>
    </message>
    <message>
        <source>Hybrid cap (also rests on every price and fee)</source>
        <translation>混合上限（还取决于所有价格和费用）</translation>
    </message>
    <message>
        <source>GPUs reserved in each term</source>
        <translation>每个期限预留的 GPU</translation>
    </message>
    <message>
        <source>FleetCost's decisions</source>
        <translation>FleetCost 的决策</translation>
    </message>
    <message>
        <source>stale: run FleetCost again</source>
        <translation>已过时：请重新运行 FleetCost</translation>
    </message>
    <message>
        <source>rests on changed inputs (see below)</source>
        <translation>取决于已更改的输入（见下方）</translation>
    </message>
    <message>
        <source>as FleetCost decided</source>
        <translation>与 FleetCost 的决策相同</translation>
    </message>
    <message>
        <source>Cost by workload</source>
        <translation>按工作负载计的成本</translation>
    </message>
    <message>
        <source>Each GPU model's nominal cost (its own flows, and its racks' share of the site's costs each month) shared by its workloads' GPU-hours; a workload a hosted API serves pays its own fees.</source>
        <translation>每个 GPU 型号的名义成本（其自身现金流，以及每月场地成本中其机柜所占份额）按其工作负载的 GPU 小时分摊；由托管 API 服务的工作负载支付其自身费用。</translation>
    </message>
    <message>
        <source>The site's costs of the month (set-up, cooling, space, fees, network, operations)</source>
        <translation>该月的场地成本（安装、冷却、空间、费用、网络、运营）</translation>
    </message>
    <message>
        <source>Share of the racks: the GPU model's racks (servers owned / servers per rack, rounded up) / all racks</source>
        <translation>机柜份额：此 GPU 型号的机柜数（拥有的服务器 / 每机柜服务器数，向上取整）/ 全部机柜</translation>
    </message>
    <message>
        <source>Cost charged to each GPU model, nominal</source>
        <translation>分摊至每个 GPU 型号的成本（名义）</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>GPU-hours over the horizon (FleetCost's demand)</source>
        <translation>整个期间的 GPU 小时（FleetCost 的需求）</translation>
    </message>
    <message>
        <source>Cost, %1</source>
        <translation>成本，%1</translation>
    </message>
    <message>
        <source>Cost per million tokens, %1</source>
        <translation>每百万 token 成本，%1</translation>
    </message>
    <message>
        <source>hosted API</source>
        <translation>托管 API</translation>
    </message>
    <message>
        <source>Maintenance and insurance (on the value owned) and licences (per GPU owned)</source>
        <translation>维护与保险（按持有价值）及许可（按持有的 GPU）</translation>
    </message>
    <message>
        <source>FleetCost accepts a month from 1 to 12 here.</source>
        <translation>此处只接受 1 至 12 的月份。</translation>
    </message>
    <message>
        <source>Part %1: %2 — workloads %3</source>
        <translation>部分 %1：%2 — 工作负载 %3</translation>
    </message>
    <message>
        <source>The workloads sharing one supply, evaluated as a plan of their own: their demand, the part's decisions and flows. The portfolio's categories below add up the parts'.</source>
        <translation>共用同一供应的工作负载，作为一个独立计划评估：其需求、此部分的决策及现金流。下方组合的各类别为各部分相应行的总和。</translation>
    </message>
    <message>
        <source>GPU-hours demanded by the part's workloads — %1</source>
        <translation>此部分工作负载的 GPU 小时需求 — %1</translation>
    </message>
    <message>
        <source>Part %1: cash flows by category</source>
        <translation>部分 %1：按类别的现金流</translation>
    </message>
    <message>
        <source>Part %1: cost charged to its GPU models</source>
        <translation>部分 %1：分摊至其 GPU 型号的成本</translation>
    </message>
    <message>
        <source>Each GPU model's nominal cost in the part (its own flows, and its racks' share of the site's costs each month), shared by the part's workloads below.</source>
        <translation>此部分中每个 GPU 型号的名义成本（其自身现金流，以及每月场地成本中其机柜所占份额），由下方此部分的工作负载分摊。</translation>
    </message>
    <message>
        <source>The portfolio's flows: each category the sum of the parts' rows of that category at the same date.</source>
        <translation>组合的现金流：每个类别为各部分在同一日期该类别行的总和。</translation>
    </message>
    <message>
        <source>Each workload is charged its part's allocation: the cost of its GPU model in its part (above) shared by the part's workloads' GPU-hours; a workload a hosted API serves pays its own fees.</source>
        <translation>每个工作负载承担其所属部分的分摊：其 GPU 型号在该部分的成本（见上）按该部分工作负载的 GPU 小时分摊；由托管 API 服务的工作负载支付其自身费用。</translation>
    </message>
    <message>
        <source>Kind of evidence</source>
        <translation>依据类型</translation>
    </message>
    <message>
        <source>Months before the prices' date</source>
        <translation>早于价格基准日的月数</translation>
    </message>
    <message>
        <source>Stale</source>
        <translation>过时</translation>
    </message>
    <message>
        <source>Workbook (every scenario)</source>
        <translation>工作簿(所有情景)</translation>
    </message>
    <message>
        <source>the Stale column</source>
        <translation>“过时”列</translation>
    </message>
    <message>
        <source>YYYY-MM or YYYY-MM-DD</source>
        <translation>YYYY-MM 或 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>months</source>
        <translation>个月</translation>
    </message>
    <message>
        <source>GPU-hours bought</source>
        <translation>购买GPU小时</translation>
    </message>
    <message>
        <source>Interruptions lose work: the plan buys each workload's useful GPU-hours divided by its goodput (see Cost by workload). These rows replace the Monthly inputs sheet's demand on this sheet.</source>
        <translation>中断会损失工作：方案为每个工作负载购买其有效GPU小时除以有效产出率的GPU小时（见“按工作负载计的成本”）。在此工作表中，这些行取代“月度输入”工作表的需求。</translation>
    </message>
    <message>
        <source>GPU-hours bought (useful ÷ goodput) — %1</source>
        <translation>购买GPU小时（有效 ÷ 有效产出率） — %1</translation>
    </message>
    <message>
        <source>Goodput: useful GPU-hours (Monthly inputs) ÷ bought</source>
        <translation>有效产出率：有效GPU小时（月度输入）÷ 购买</translation>
    </message>
    <message>
        <source>Cost per useful GPU-hour, %1</source>
        <translation>每有效GPU小时成本（%1）</translation>
    </message>
    <message>
        <source>nominal cost / GPU-hours bought (below); per useful GPU-hour under GPU-hours bought</source>
        <translation>名义成本 / 购买GPU小时（见下方）；每有效GPU小时成本见“购买GPU小时”下方</translation>
    </message>
    <message>
        <source>Spot price — %1</source>
        <translation>竞价价格 — %1</translation>
    </message>
    <message>
        <source>From FleetCost's demand model; not re-optimised by the spreadsheet</source>
        <translation>来自 FleetCost 的需求模型；电子表格不会重新优化</translation>
    </message>
    <message>
        <source>The plan's spot share of the workloads that tolerate interruption, up to the offer's spot availability, with the work spot interruptions lose.</source>
        <translation>方案对可容忍中断工作负载的竞价占比（上限为报价的竞价可用比例），以及竞价中断所损失的工作。</translation>
    </message>
    <message>
        <source>GPU-hours rented as spot</source>
        <translation>以竞价租用的GPU小时</translation>
    </message>
    <message>
        <source>Renting on demand rents every GPU-hour demanded (the grey demand rows), the spot hours at the spot price.</source>
        <translation>按需租用会租用需求的每一个GPU小时（灰色需求行），其中竞价时数按竞价价格计算。</translation>
    </message>
    <message>
        <source>Rental (paid at the month's end): (GPU-hours demanded − spot) × on-demand price + spot GPU-hours × spot price</source>
        <translation>租金（月底支付）：（需求GPU小时 − 竞价）× 按需价格 + 竞价GPU小时 × 竞价价格</translation>
    </message>
    <message>
        <source>GPU-hours bought over the horizon (FleetCost's demand ÷ goodput)</source>
        <translation>整个期间的购买GPU小时（FleetCost 的需求 ÷ 有效产出率）</translation>
    </message>
    <message>
        <source>Goodput</source>
        <translation>有效产出率</translation>
    </message>
    <message>
        <source>Weight: its rental at its own on-demand and spot prices</source>
        <translation>权重：按其自身的按需和竞价价格计算的租金</translation>
    </message>
    <message>
        <source>Plans' spot shares</source>
        <translation>方案的竞价比例</translation>
    </message>
    <message>
        <source>GPU-hours bought by month — %1</source>
        <translation>每月购买GPU小时 — %1</translation>
    </message>
    <message>
        <source>Capacity block price — %1 (a block period pays its first month's price)</source>
        <translation>容量块价格 — %1（块期按首月价格支付）</translation>
    </message>
    <message>
        <source>Committed price — %1 (a term pays its first month's price)</source>
        <translation>承诺价 — %1（租期按首月价格支付）</translation>
    </message>
    <message>
        <source>Each term's reservation, capacity blocks and commitment were chosen to minimise the term's present value; the GPU-hours above them come from the hourly demand.</source>
        <translation>每个租期的预留、容量块及承诺均以租期现值最低为准选定；超出部分的 GPU 小时来自每小时需求。</translation>
    </message>
    <message>
        <source>GPUs in capacity blocks (held for each block period)</source>
        <translation>容量块的 GPU 数（每个块期保持）</translation>
    </message>
    <message>
        <source>Committed term (1) or not (0)</source>
        <translation>已承诺租期（1）或否（0）</translation>
    </message>
    <message>
        <source>GPU-hours above the reservation and blocks</source>
        <translation>超出预留及块的 GPU 小时</translation>
    </message>
    <message>
        <source>Capacity blocks (paid at the month's end): GPUs in blocks × 730 h × the block price of the period's first month</source>
        <translation>容量块（月底支付）：块 GPU 数 × 730 小时 × 块期首月的块价格</translation>
    </message>
    <message>
        <source>Committed rental (paid at the month's end): in a committed term, the GPU-hours above the reservation and blocks, at least the committed GPU-hours, × the price of the term's first month</source>
        <translation>承诺租金（月底支付）：在已承诺的租期内，超出预留及块的 GPU 小时（最少为承诺 GPU 小时）× 租期首月价格</translation>
    </message>
    <message>
        <source>On-demand rental above the reservation and blocks, in terms not committed (paid at the month's end)</source>
        <translation>超出预留及块的按需租金（未承诺的租期，月底支付）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::CompareDialog</name>
    <message>
        <source>Compare scenarios</source>
        <translation>比较情景</translation>
    </message>
    <message>
        <source>Present values</source>
        <translation>现值</translation>
    </message>
    <message>
        <source>&lt;b&gt;Scenarios to compare&lt;/b&gt;</source>
        <translation>&lt;b&gt;待比较的情景&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Differences from the first scenario are highlighted.</source>
        <translation>与第一个情景不同之处已突出显示。</translation>
    </message>
    <message>
        <source>Cumulative cost of plan:</source>
        <translation>方案累计成本：</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>has problems</source>
        <translation>存在问题</translation>
    </message>
    <message>
        <source>Cheapest plan</source>
        <translation>成本最低的方案</translation>
    </message>
    <message>
        <source>Its present value</source>
        <translation>其现值</translation>
    </message>
    <message>
        <source>Owning saves (present value)</source>
        <translation>自购节省额（现值）</translation>
    </message>
    <message>
        <source>Break-even (months)</source>
        <translation>盈亏平衡点（月）</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>Cost per GPU-hour (cheapest)</source>
        <translation>每 GPU 小时成本（最低成本方案）</translation>
    </message>
    <message>
        <source>CO2 of the cheapest plan (t)</source>
        <translation>最低成本方案的 CO2（t）</translation>
    </message>
    <message>
        <source>PV: %1</source>
        <translation>现值：%1</translation>
    </message>
    <message>
        <source>no such plan</source>
        <translation>无此方案</translation>
    </message>
    <message>
        <source>Tick at least one scenario without problems.</source>
        <translation>请至少勾选一个没有问题的情景。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ExportActions</name>
    <message>
        <source>&amp;Report (PDF)…</source>
        <translation>报告（PDF）(&amp;R)…</translation>
    </message>
    <message>
        <source>The scenario's report: summary, key figures, every chart, yearly cash flows, assumptions with sources</source>
        <translation>情景报告：摘要、关键数据、全部图表、年度现金流及附来源的假设</translation>
    </message>
    <message>
        <source>&amp;Comparison report (PDF)…</source>
        <translation>比较报告（PDF）(&amp;C)…</translation>
    </message>
    <message>
        <source>Every scenario of the workbook side by side</source>
        <translation>工作簿中所有情景的并列对比</translation>
    </message>
    <message>
        <source>Monthly flows as &amp;CSV…</source>
        <translation>月度现金流导出为 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Spreadsheet with live formulas (XLSX)…</source>
        <translation>含实时公式的电子表格（XLSX）(&amp;S)…</translation>
    </message>
    <message>
        <source>This chart as S&amp;VG…</source>
        <translation>将此图表导出为 SVG(&amp;V)…</translation>
    </message>
    <message>
        <source>&amp;Present</source>
        <translation>演示(&amp;P)</translation>
    </message>
    <message>
        <source>Show the charts full screen, one per slide (Esc to leave)</source>
        <translation>全屏显示图表，每页一张（按 Esc 退出）</translation>
    </message>
    <message>
        <source>PDF, A4 (*.pdf)</source>
        <translation>PDF，A4 (*.pdf)</translation>
    </message>
    <message>
        <source>PDF, US Letter (*.pdf)</source>
        <translation>PDF，US Letter (*.pdf)</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>保存报告</translation>
    </message>
    <message>
        <source>Save the comparison report</source>
        <translation>保存比较报告</translation>
    </message>
    <message>
        <source>Export monthly flows</source>
        <translation>导出月度现金流</translation>
    </message>
    <message>
        <source>CSV, UTF-8 (*.csv)</source>
        <translation>CSV，UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>CSV for Excel, UTF-8 with byte-order mark (*.csv)</source>
        <translation>适用于 Excel 的 CSV，带 BOM 的 UTF-8 (*.csv)</translation>
    </message>
    <message>
        <source>Export a spreadsheet</source>
        <translation>导出电子表格</translation>
    </message>
    <message>
        <source>Excel workbook (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>Save the chart for slides</source>
        <translation>保存图表用于幻灯片</translation>
    </message>
    <message>
        <source>PNG, 1920 × 1080 (*.png)</source>
        <translation>PNG，1920 × 1080 (*.png)</translation>
    </message>
    <message>
        <source>PNG, 3840 × 2160 (*.png)</source>
        <translation>PNG，3840 × 2160 (*.png)</translation>
    </message>
    <message>
        <source>Save the chart as vectors</source>
        <translation>将图表保存为矢量图</translation>
    </message>
    <message>
        <source>SVG image (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <source>Copied “%1” to the clipboard (1920 × 1080)</source>
        <translation>已将“%1”复制到剪贴板（1920 × 1080）</translation>
    </message>
    <message>
        <source>FleetCost</source>
        <translation>FleetCost</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>已写入 %1</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them before writing a report.</source>
        <translation>情景存在问题；请先修正，再生成报告。</translation>
    </message>
    <message>
        <source>Nothing to compare yet.</source>
        <translation>尚无可比较的内容。</translation>
    </message>
    <message>
        <source>A comparison needs two or more scenarios.</source>
        <translation>比较需要两个或以上情景。</translation>
    </message>
    <message>
        <source>The scenario has problems; fix them before exporting.</source>
        <translation>情景存在问题；请先修正，再导出。</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <source>This chart has nothing to show for the chosen plan.</source>
        <translation>所选方案在此图表中没有可显示的内容。</translation>
    </message>
    <message>
        <source>This chart as P&amp;NG for slides…</source>
        <translation>将此图表导出为演示用 PNG(&amp;N)…</translation>
    </message>
    <message>
        <source>Copy c&amp;hart for slides</source>
        <translation>复制图表用于演示(&amp;H)</translation>
    </message>
    <message>
        <source>This risk chart has nothing to show yet.</source>
        <translation>该风险图表暂无可显示的内容。</translation>
    </message>
    <message>
        <source>Every scenario, every flow a formula of the inputs: change an input cell and every total, NPV and break-even follows</source>
        <translation>所有情景，每项现金流都是输入的公式：修改输入单元格，所有合计、NPV 和盈亏平衡都会随之更新</translation>
    </message>
    <message>
        <source>Nothing to export yet.</source>
        <translation>暂时没有可导出的内容。</translation>
    </message>
    <message>
        <source>The scenarios have problems; fix them before exporting.</source>
        <translation>情景有问题；请先修正再导出。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FigureEvidenceDialog</name>
    <message>
        <source>Evidence of %1</source>
        <translation>%1 的依据</translation>
    </message>
    <message>
        <source>YYYY, YYYY-MM or YYYY-MM-DD</source>
        <translation>YYYY、YYYY-MM 或 YYYY-MM-DD</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>As of</source>
        <translation>日期</translation>
    </message>
    <message>
        <source>Kind of evidence</source>
        <translation>依据类型</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Not a date: write YYYY, YYYY-MM or YYYY-MM-DD (e.g. 2026-03).</source>
        <translation>不是日期:请按 YYYY、YYYY-MM 或 YYYY-MM-DD 填写(例如 2026-03)。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FinderTableModel</name>
    <message>
        <source>(equal alternatives: %1)</source>
        <translation>（同值替代方案：%1）</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Present value</source>
        <translation>现值</translation>
    </message>
    <message>
        <source>Against #1</source>
        <translation>与 #1 之差</translation>
    </message>
    <message>
        <source>Against best own plan</source>
        <translation>与自身最佳方案之差</translation>
    </message>
    <message>
        <source>Peak FY capex</source>
        <translation>财政年度最高资本开支</translation>
    </message>
    <message>
        <source>Rented</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>P95</source>
        <translation>P95</translation>
    </message>
    <message>
        <source>Supply of each workload</source>
        <translation>各工作负载的供应</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FinderView</name>
    <message>
        <source>Export chart</source>
        <translation>导出图表</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG 图像 (*.png);;SVG 绘图 (*.svg)</translation>
    </message>
    <message>
        <source>Chart written to %1</source>
        <translation>图表已写入 %1</translation>
    </message>
    <message>
        <source>Find plans</source>
        <translation>搜索方案</translation>
    </message>
    <message>
        <source>Gives each workload of &lt;b&gt;%1&lt;/b&gt; one supply (renting on demand or reserved, owning at a site, or a hosted API) and ranks every such assignment by its cost as a portfolio plan.</source>
        <translation>为 &lt;b&gt;%1&lt;/b&gt; 的每个工作负载指定一个供应（按需或预留租用、在站点自有，或托管 API），并按作为组合方案的成本为每种分配排名。</translation>
    </message>
    <message>
        <source>&amp;Objective:</source>
        <translation>目标(&amp;O)：</translation>
    </message>
    <message>
        <source>The 95th percentile over Monte Carlo trials of the 40 cheapest plans; takes longer</source>
        <translation>最便宜 40 个方案在蒙特卡洛试验中的第 95 百分位；耗时较长</translation>
    </message>
    <message>
        <source>&amp;Top:</source>
        <translation>前几名(&amp;T)：</translation>
    </message>
    <message>
        <source>How many plans to rank</source>
        <translation>要排名的方案数量</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>搜索(&amp;F)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>&amp;Add as plan</source>
        <translation>添加为方案(&amp;A)</translation>
    </message>
    <message>
        <source>Adds the selected plan to the scenario as a portfolio plan (undoable)</source>
        <translation>把所选方案以组合方案添加到情景（可撤销）</translation>
    </message>
    <message>
        <source>&amp;Export chart…</source>
        <translation>导出图表(&amp;E)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>Present value against peak capex</source>
        <translation>现值对最高资本开支</translation>
    </message>
    <message>
        <source>Present value against P95</source>
        <translation>现值对 P95</translation>
    </message>
    <message>
        <source>Press Find to search the scenario's plans</source>
        <translation>按“搜索”以搜索情景的方案</translation>
    </message>
    <message>
        <source>The scenario has problems: fix them before searching (first: %1).</source>
        <translation>情景有问题：请先修正再搜索（第一个：%1）。</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>搜索中…</translation>
    </message>
    <message>
        <source>Searching the plans of %1…</source>
        <translation>正在搜索 %1 的方案…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Searching… %1 % of the assignments priced; the best so far is shown.</source>
        <translation>搜索中… 已计价 %1% 的分配；显示目前最佳。</translation>
    </message>
    <message>
        <source>The scenario cannot be searched</source>
        <translation>无法搜索此情景</translation>
    </message>
    <message>
        <source>No plan is feasible</source>
        <translation>没有可行的方案</translation>
    </message>
    <message>
        <source>Took %1 ms.</source>
        <translation>耗时 %1 毫秒。</translation>
    </message>
    <message>
        <source>Cancelled before any plan was ranked.</source>
        <translation>在排名任何方案之前已取消。</translation>
    </message>
    <message>
        <source>No assignment is feasible.</source>
        <translation>没有可行的分配。</translation>
    </message>
    <message>
        <source>The scenario has changed since the search: press Find again</source>
        <translation>搜索后情景已更改：请再按“搜索”</translation>
    </message>
    <message>
        <source>The workbook is read-only.</source>
        <translation>工作簿为只读。</translation>
    </message>
    <message>
        <source>The scenario has changed since the search: press Find again.</source>
        <translation>搜索后情景已更改：请再按“搜索”。</translation>
    </message>
    <message>
        <source>Found #%1</source>
        <translation>搜索结果 #%1</translation>
    </message>
    <message>
        <source>Add plan %1</source>
        <translation>添加方案 %1</translation>
    </message>
    <message>
        <source>Added the plan "%1" to the scenario's plans (Edit › Undo removes it).</source>
        <translation>已把方案“%1”添加到情景（编辑 › 撤销 可移除）。</translation>
    </message>
    <message>
        <source>There is no chart to export.</source>
        <translation>没有可导出的图表。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::FormModel</name>
    <message>
        <source>Change %1</source>
        <translation>修改“%1”</translation>
    </message>
    <message>
        <source>Setting</source>
        <translation>设置项</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Reset %1 to the shipped value</source>
        <translation>将“%1”恢复为内置默认值</translation>
    </message>
    <message>
        <source>Change the evidence of %1</source>
        <translation>更改 %1 的依据</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::KpiCards</name>
    <message>
        <source>Cheapest plan</source>
        <translation>成本最低的方案</translation>
    </message>
    <message>
        <source>Owning against renting</source>
        <translation>自购与租用对比</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>Cost per GPU-hour</source>
        <translation>每 GPU 小时成本</translation>
    </message>
    <message>
        <source>CO2 emissions</source>
        <translation>CO2 排放</translation>
    </message>
    <message>
        <source>Add plans to compare renting and owning.</source>
        <translation>请添加方案以比较租用与自购。</translation>
    </message>
    <message>
        <source>Present value %1</source>
        <translation>现值 %1</translation>
    </message>
    <message>
        <source>Owning saves %1</source>
        <translation>自购节省 %1</translation>
    </message>
    <message>
        <source>Renting saves %1</source>
        <translation>租用节省 %1</translation>
    </message>
    <message>
        <source>Present value: %1 against %2</source>
        <translation>现值：%1 对比 %2</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>Add an owning and a renting plan to compare them.</source>
        <translation>请添加一个自购方案和一个租用方案以进行比较。</translation>
    </message>
    <message>
        <source>Discounted: never</source>
        <translation>折现后：未达到</translation>
    </message>
    <message>
        <source>; IRR %1 % a year</source>
        <translation>；IRR 每年 %1%</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>%1 owns no server: renting is cheaper at every cap.</source>
        <translation>%1 未持有任何服务器：在任何上限下租用都更便宜。</translation>
    </message>
    <message>
        <source>Needs an owning and a renting plan.</source>
        <translation>需要一个自购方案和一个租用方案。</translation>
    </message>
    <message>
        <source>%1; plans range %2 to %3</source>
        <translation>%1；各方案介于 %2 至 %3</translation>
    </message>
    <message>
        <source>No demand in the horizon.</source>
        <translation>测算期内没有需求。</translation>
    </message>
    <message>
        <source>%1 t</source>
        <translation>%1 t</translation>
    </message>
    <message numerus="yes">
        <source>Discounted: after %n month(s)</source>
        <translation>
            <numerusform>折现后：%n 个月后</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>After %n month(s)</source>
        <translation>
            <numerusform>%n 个月后</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, over %n month(s)</source>
        <translation>
            <numerusform>%1，%n 个月内</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; plans own or rent GPUs restricted in their region (hover for the note).</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ %n 项警告：&lt;/b&gt;有方案在其地区自有或租用受限制的 GPU（将鼠标移到此处显示备注）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Within %n month(s). %1</source>
        <translation>
            <numerusform>%n 个月内。%1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;⚠ %n warning(s):&lt;/b&gt; hosted API plans rent GPUs for workloads whose model no API offer of their region serves.</source>
        <translation>
            <numerusform>&lt;b&gt;⚠ %n 条警告：&lt;/b&gt;托管 API 方案为其地区内没有 API 报价提供其模型的工作负载租用 GPU。</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;⚠ Stale prices:&lt;/b&gt; %1</source>
        <translation>&lt;b&gt;⚠ 过时价格:&lt;/b&gt;%1</translation>
    </message>
    <message>
        <source>; per useful GPU-hour %1 (goodput %2 %)</source>
        <translation>；每有效GPU小时 %1（有效产出率 %2 %）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ListEditor</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a %1 (Insert)</source>
        <translation>添加%1（Insert）</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Duplicate the selected %1</source>
        <translation>复制所选%1</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the selected %1 (Delete)</source>
        <translation>删除所选%1（Delete）</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ListTableModel</name>
    <message>
        <source>Change %1 of %2</source>
        <translation>修改“%2”的%1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>Duplicate %1 %2</source>
        <translation>复制%1“%2”</translation>
    </message>
    <message>
        <source>Delete %1 %2</source>
        <translation>删除%1“%2”</translation>
    </message>
    <message>
        <source>Move %1 %2</source>
        <translation>移动%1“%2”</translation>
    </message>
    <message>
        <source>Reset %1 of %2 to the shipped value</source>
        <translation>将“%2”的%1恢复为内置默认值</translation>
    </message>
    <message>
        <source>Change the evidence of %1 of %2</source>
        <translation>更改 %2 的 %1 的依据</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::MainWindow</name>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>硬件</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>站点</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>Finance &amp;&amp; policy</source>
        <translation>财务&amp;&amp;政策</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Recalculated in %1 ms</source>
        <translation>重新计算耗时 %1 ms</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <source>New workbook from the shipped Tokyo, Osaka and Hong Kong presets</source>
        <translation>基于内置的东京、大阪和香港预设新建工作簿</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Compare scenarios…</source>
        <translation>比较情景(&amp;C)…</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Scenario</source>
        <translation>情景(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Duplicate…</source>
        <translation>复制(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation>删除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>Open the &amp;example workbook</source>
        <translation>打开示例工作簿(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;About FleetCost</source>
        <translation>关于 FleetCost(&amp;A)</translation>
    </message>
    <message>
        <source> (read-only)</source>
        <translation>（只读）</translation>
    </message>
    <message>
        <source>%1 — FleetCost</source>
        <translation>%1 — FleetCost</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>未保存的更改</translation>
    </message>
    <message>
        <source>"%1" has unsaved changes. Save them?</source>
        <translation>“%1”有未保存的更改。是否保存？</translation>
    </message>
    <message>
        <source>Open workbook</source>
        <translation>打开工作簿</translation>
    </message>
    <message>
        <source>Cannot open the workbook</source>
        <translation>无法打开工作簿</translation>
    </message>
    <message>
        <source>%1 cannot be opened:
%2</source>
        <translation>无法打开 %1：
%2</translation>
    </message>
    <message>
        <source>Read-only</source>
        <translation>只读</translation>
    </message>
    <message>
        <source>Not saved</source>
        <translation>未保存</translation>
    </message>
    <message>
        <source>The workbook could not be saved; the file on disk is unchanged.
%1</source>
        <translation>工作簿未能保存；磁盘上的文件保持不变。
%1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <source>Save workbook as</source>
        <translation>工作簿另存为</translation>
    </message>
    <message>
        <source>an untitled workbook</source>
        <translation>未命名工作簿</translation>
    </message>
    <message>
        <source>Recover unsaved changes</source>
        <translation>恢复未保存的更改</translation>
    </message>
    <message>
        <source>FleetCost did not close normally. Unsaved changes to %1 from %2 were kept. Recover them?</source>
        <translation>FleetCost 上次未正常关闭。已保留 %1 截至 %2 的未保存更改。是否恢复？</translation>
    </message>
    <message>
        <source>About FleetCost</source>
        <translation>关于 FleetCost</translation>
    </message>
    <message>
        <source>&lt;h3&gt;FleetCost %1&lt;/h3&gt;&lt;p&gt;Rent GPU servers, or buy and colocate them? FleetCost compares renting on demand, reserving, colocating and the hybrid that owns a baseline and rents the bursts, in Tokyo, Osaka and Hong Kong.&lt;/p&gt;&lt;p&gt;Every shipped figure carries its source and date: hover over a value to see it.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;FleetCost %1&lt;/h3&gt;&lt;p&gt;租用 GPU 服务器，还是购置后进行机柜托管？FleetCost 针对东京、大阪和香港，比较按需租用、预留租用、机柜托管，以及自有基线容量、租用突发需求的混合方案。&lt;/p&gt;&lt;p&gt;每个内置数值均附有来源和日期：将鼠标悬停在数值上即可查看。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>首选项(&amp;P)…</translation>
    </message>
    <message>
        <source>Risk</source>
        <translation>风险</translation>
    </message>
    <message>
        <source>&amp;Find plans…</source>
        <translation>搜索方案(&amp;F)…</translation>
    </message>
    <message>
        <source>Search every mix of renting, owning and hosted APIs for the scenario's workloads</source>
        <translation>为情景的工作负载搜索租用、自有及托管 API 的每种组合</translation>
    </message>
    <message>
        <source>Stale prices: %1</source>
        <translation>过时价格:%1</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PortfolioSuppliesEditor</name>
    <message>
        <source>supply</source>
        <translation>供应</translation>
    </message>
    <message>
        <source>Each workload is served by its own supply: rented on demand or reserved in a rental region, owned at a site (colocate, hybrid), or a hosted API. What is owned at one site shares its racks and fees.</source>
        <translation>每个工作负载由各自的供应承担：在租用地区按需或预留租用、在站点自有（机柜托管、混合方案），或托管 API。在同一站点自有的部分共用机柜和费用。</translation>
    </message>
    <message>
        <source>Add every workload</source>
        <translation>添加所有工作负载</translation>
    </message>
    <message>
        <source>Add a supply, renting on demand, for each workload that has none</source>
        <translation>为每个尚无供应的工作负载添加按需租用的供应</translation>
    </message>
    <message>
        <source>Supplies of plan %1</source>
        <translation>方案“%1”的供应</translation>
    </message>
    <message>
        <source>Add every workload to %1</source>
        <translation>将所有工作负载添加到“%1”</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>首选项</translation>
    </message>
    <message>
        <source>System (%1)</source>
        <translation>跟随系统（%1）</translation>
    </message>
    <message>
        <source>Japanese yen (JPY)</source>
        <translation>日元（JPY）</translation>
    </message>
    <message>
        <source>Hong Kong dollar (HKD)</source>
        <translation>港元（HKD）</translation>
    </message>
    <message>
        <source>US dollar (USD)</source>
        <translation>美元（USD）</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>东京</translation>
    </message>
    <message>
        <source>Osaka</source>
        <translation>大阪</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
    <message>
        <source>System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <source>The new language applies to windows and reports opened from now on, and to everything after FleetCost restarts.</source>
        <translation>新语言将应用于此后打开的窗口和报告；重启 FleetCost 后全部生效。</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Reporting &amp;currency of new workbooks:</source>
        <translation>新工作簿的报告币种(&amp;C)：</translation>
    </message>
    <message>
        <source>&amp;Region of new workbooks' plans:</source>
        <translation>新工作簿中方案的地区(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::PresentationWindow</name>
    <message>
        <source>FleetCost presentation</source>
        <translation>FleetCost 演示</translation>
    </message>
    <message>
        <source>This scenario has no results to present: fix its problems first.
Press Esc to return.</source>
        <translation>此情景没有可演示的结果：请先修正其问题。
按 Esc 返回。</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation>%1 / %2</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ProblemsPanel</name>
    <message>
        <source>Workbook</source>
        <translation>工作簿</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>GPU models</source>
        <translation>GPU 型号</translation>
    </message>
    <message>
        <source>Server models</source>
        <translation>服务器型号</translation>
    </message>
    <message>
        <source>Sites</source>
        <translation>站点</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>Plans</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Ownership policy</source>
        <translation>自有设备策略</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>row %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;%n problem(s)&lt;/b&gt; to fix before results can be shown. Click one to go to its field.</source>
        <translation>
            <numerusform>&lt;b&gt;%n 个问题&lt;/b&gt;需要修正后才能显示结果。点击某个问题可跳转到对应字段。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ResultsPanel</name>
    <message>
        <source>The plan the monthly, capacity and racks charts show</source>
        <translation>月度、容量和机柜图表所显示的方案</translation>
    </message>
    <message>
        <source>The GPU model the capacity and load-duration charts show</source>
        <translation>容量和负荷持续曲线图表所显示的 GPU 型号</translation>
    </message>
    <message>
        <source>Present values</source>
        <translation>按现值</translation>
    </message>
    <message>
        <source>Chart discounted cumulative costs and break-even</source>
        <translation>以折现后的累计成本和盈亏平衡点绘图</translation>
    </message>
    <message>
        <source>Plan:</source>
        <translation>方案：</translation>
    </message>
    <message>
        <source>GPU:</source>
        <translation>GPU：</translation>
    </message>
    <message>
        <source>Calculating…</source>
        <translation>正在计算…</translation>
    </message>
    <message>
        <source>This scenario has problems: fix them to see results. The numbers shown before are no longer valid.</source>
        <translation>此情景存在问题：请修正后查看结果。此前显示的数字已失效。</translation>
    </message>
    <message>
        <source>After tax. Amounts in %1.</source>
        <translation>税后。金额单位：%1。</translation>
    </message>
    <message>
        <source>Before tax. Amounts in %1.</source>
        <translation>税前。金额单位：%1。</translation>
    </message>
    <message>
        <source>No workload uses a GPU model yet.</source>
        <translation>尚无工作负载使用任何 GPU 型号。</translation>
    </message>
    <message>
        <source>%1 rents: it uses no racks. Choose an owning plan.</source>
        <translation>%1 为租用方案，不使用机柜。请选择自购方案。</translation>
    </message>
    <message>
        <source>Tax: as each scenario says</source>
        <translation>税项：按各情景设置</translation>
    </message>
    <message>
        <source>Before tax</source>
        <translation>税前</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>税后</translation>
    </message>
    <message>
        <source>Show every result and chart before or after tax, whatever the scenario's “Show results after tax” setting (the workbook is not changed)</source>
        <translation>无论情景的“显示税后结果”设置如何，均以税前或税后显示所有结果和图表（工作簿不会更改）</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::RiskView</name>
    <message>
        <source>%1 trials</source>
        <translation>%1 次试验</translation>
    </message>
    <message>
        <source>Monte Carlo trials: each draws every ranged figure from its triangular distribution (low, value, high)</source>
        <translation>蒙特卡洛试验：每次试验从每个设有区间的数值的三角分布（下限、取值、上限）中抽样</translation>
    </message>
    <message>
        <source>Run Monte Carlo</source>
        <translation>运行蒙特卡洛</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Output:</source>
        <translation>输出：</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>龙卷风图</translation>
    </message>
    <message>
        <source>Distribution</source>
        <translation>分布</translation>
    </message>
    <message>
        <source>Break-even map</source>
        <translation>盈亏平衡图</translation>
    </message>
    <message>
        <source>Fix the problems listed to see how robust the results are.</source>
        <translation>请修正所列问题，以查看结果的稳健性。</translation>
    </message>
    <message>
        <source>The ranges of these figures cannot be analysed:</source>
        <translation>以下数值的区间无法分析：</translation>
    </message>
    <message>
        <source>Analysing…</source>
        <translation>正在分析…</translation>
    </message>
    <message>
        <source>Analysing the ranges of the scenario's figures…</source>
        <translation>正在分析情景中各数值的区间…</translation>
    </message>
    <message>
        <source>No figure of this scenario has a range. Give figures a low and a high value to see how robust the answer is.</source>
        <translation>此情景中没有设有区间的数值。请为数值设定下限和上限，以查看结论的稳健性。</translation>
    </message>
    <message>
        <source>Cheapest owning minus cheapest renting</source>
        <translation>最低自购成本减最低租用成本</translation>
    </message>
    <message>
        <source>Present value of %1</source>
        <translation>%1 的现值</translation>
    </message>
    <message>
        <source>A break-even map needs an owning and a renting plan.</source>
        <translation>盈亏平衡图需要一个自购方案和一个租用方案。</translation>
    </message>
    <message>
        <source>Monte Carlo is running…</source>
        <translation>蒙特卡洛模拟运行中…</translation>
    </message>
    <message>
        <source>Monte Carlo has not run: press Run Monte Carlo.</source>
        <translation>尚未运行蒙特卡洛模拟：请点击“运行蒙特卡洛”。</translation>
    </message>
    <message numerus="yes">
        <source>%n figure(s) with a range.</source>
        <translation>
            <numerusform>%n 个设有区间的数值。</numerusform>
        </translation>
    </message>
    <message>
        <source>The distribution of owning minus renting needs an owning and a renting plan.</source>
        <translation>自购减租用的分布需要一个自购方案和一个租用方案。</translation>
    </message>
    <message numerus="yes">
        <source>%1 trials of %n figure(s) with a range.</source>
        <translation>
            <numerusform>对 %n 个设有区间的数值进行了 %1 次试验。</numerusform>
        </translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>不适用</translation>
    </message>
    <message>
        <source>never</source>
        <translation>未达到</translation>
    </message>
    <message>
        <source>&lt;b&gt;Owning is cheaper in %1% of %2 trials&lt;/b&gt; (seed %3). Owning minus renting, present value: median %4, P5 %5, P95 %6.</source>
        <translation>&lt;b&gt;在 %2 次试验中，%1% 自购更便宜&lt;/b&gt;（种子 %3）。自购减租用的现值：中位数 %4，P5 %5，P95 %6。</translation>
    </message>
    <message>
        <source>Break-even month of the cheapest owning plan: median %1, P5 %2, P95 %3; it never breaks even in %4% of trials.</source>
        <translation>最低成本自购方案的盈亏平衡月份：中位数 %1，P5 %2，P95 %3；%4% 的试验中始终未达到盈亏平衡。</translation>
    </message>
    <message>
        <source>The cheapest owning plan breaks even against renting in only %1% of trials.</source>
        <translation>最低成本自购方案仅在 %1% 的试验中相对租用达到盈亏平衡。</translation>
    </message>
    <message>
        <source>Standard map</source>
        <translation>标准地图</translation>
    </message>
    <message>
        <source>Back to the map of demand against rental prices for the cheapest plans</source>
        <translation>返回最便宜方案的需求与租用价格地图</translation>
    </message>
    <message>
        <source>The map compares the same two plans as the threshold; the dashed line marks the threshold and the circle today.</source>
        <translation>此地图比较与阈值相同的两个方案；虚线标示阈值，圆圈标示当前。</translation>
    </message>
    <message>
        <source>Drawing the break-even map of this threshold…</source>
        <translation>正在绘制此阈值的盈亏平衡地图…</translation>
    </message>
    <message>
        <source>This threshold's map cannot be drawn:</source>
        <translation>无法绘制此阈值的地图：</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ScenarioList</name>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a scenario from the shipped template</source>
        <translation>基于内置模板添加情景</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selected scenario, to change one assumption</source>
        <translation>复制所选情景，以便修改某项假设</translation>
    </message>
    <message>
        <source>Rename</source>
        <translation>重命名</translation>
    </message>
    <message>
        <source>Rename the selected scenario</source>
        <translation>重命名所选情景</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Delete the selected scenario</source>
        <translation>删除所选情景</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <source>(not a scenario)</source>
        <translation>（非情景）</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>添加情景</translation>
    </message>
    <message>
        <source> (copy)</source>
        <translation>（副本）</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>复制情景</translation>
    </message>
    <message>
        <source>Name of the copy:</source>
        <translation>副本名称：</translation>
    </message>
    <message>
        <source>Rename scenario</source>
        <translation>重命名情景</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <source>Delete scenario</source>
        <translation>删除情景</translation>
    </message>
    <message>
        <source>Delete the scenario "%1"? You can undo this.</source>
        <translation>删除情景“%1”？此操作可以撤销。</translation>
    </message>
    <message>
        <source>Delete scenario "%1"</source>
        <translation>删除情景“%1”</translation>
    </message>
    <message>
        <source>Move scenario</source>
        <translation>移动情景</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::SizingHelperDialog</name>
    <message>
        <source>%1 bytes</source>
        <comment>bytes per parameter</comment>
        <translation>%1 字节</translation>
    </message>
    <message>
        <source>Sizing helper</source>
        <translation>规模估算助手</translation>
    </message>
    <message>
        <source>%1 GB memory</source>
        <translation>%1 GB 显存</translation>
    </message>
    <message>
        <source>memory size not stated</source>
        <translation>未注明显存容量</translation>
    </message>
    <message>
        <source>%1 TB/s memory bandwidth</source>
        <translation>%1 TB/s 显存带宽</translation>
    </message>
    <message>
        <source>memory bandwidth not stated</source>
        <translation>未注明显存带宽</translation>
    </message>
    <message>
        <source>%1 BF16 TFLOPS (dense)</source>
        <translation>%1 BF16 TFLOPS（稠密）</translation>
    </message>
    <message>
        <source>BF16 TFLOPS not stated</source>
        <translation>未注明 BF16 TFLOPS</translation>
    </message>
    <message>
        <source>%1 GPUs per server</source>
        <translation>每台服务器 %1 个 GPU</translation>
    </message>
    <message>
        <source>no server model uses this GPU yet</source>
        <translation>尚无服务器型号使用此 GPU</translation>
    </message>
    <message>
        <source>Workload:</source>
        <translation>工作负载：</translation>
    </message>
    <message>
        <source>billion parameters</source>
        <translation>十亿参数</translation>
    </message>
    <message>
        <source>The model's size: 8 for an 8B model, 70 for a 70B model</source>
        <translation>模型规模：8B 模型填 8，70B 模型填 70</translation>
    </message>
    <message>
        <source>Model size:</source>
        <translation>模型规模：</translation>
    </message>
    <message>
        <source>BF16 / FP16 (2 bytes per parameter)</source>
        <translation>BF16 / FP16（每个参数 2 字节）</translation>
    </message>
    <message>
        <source>FP32 (4 bytes per parameter)</source>
        <translation>FP32（每个参数 4 字节）</translation>
    </message>
    <message>
        <source>FP8 (1 byte per parameter)</source>
        <translation>FP8（每个参数 1 字节）</translation>
    </message>
    <message>
        <source>INT4 (0.5 bytes per parameter)</source>
        <translation>INT4（每个参数 0.5 字节）</translation>
    </message>
    <message>
        <source>Weights stored as:</source>
        <translation>权重存储格式：</translation>
    </message>
    <message>
        <source>billion tokens a month</source>
        <translation>十亿 token / 月</translation>
    </message>
    <message>
        <source>Tokens the model is trained on each month: 1,000 billion = 1 trillion</source>
        <translation>模型每月训练所用的 token 数（单位：十亿）：1,000 即 1 万亿</translation>
    </message>
    <message>
        <source>Training data:</source>
        <translation>训练数据：</translation>
    </message>
    <message>
        <source>% of the GPU's peak (MFU)</source>
        <translation>% 的 GPU 峰值算力（MFU）</translation>
    </message>
    <message>
        <source>Model FLOPs utilisation: the share of the GPU's peak arithmetic a training run achieves. 35–45% is typical for large models.</source>
        <translation>模型 FLOPs 利用率（MFU）：训练任务实际达到的算力占 GPU 峰值算力的比例。大模型通常为 35–45%。</translation>
    </message>
    <message>
        <source>Utilisation:</source>
        <translation>利用率：</translation>
    </message>
    <message>
        <source>FP8 training: count FP8 tensor throughput, about 2× BF16</source>
        <translation>FP8 训练：按 FP8 张量吞吐量计算，约为 BF16 的 2 倍</translation>
    </message>
    <message>
        <source>Hopper and Blackwell GPUs do about twice the BF16 arithmetic in FP8. Leave unticked unless the training stack really runs in FP8.</source>
        <translation>Hopper 和 Blackwell GPU 的 FP8 算力约为 BF16 的两倍。除非训练框架确实以 FP8 运行，否则请勿勾选。</translation>
    </message>
    <message>
        <source>Adapters only (LoRA-style): the base weights stay frozen</source>
        <translation>仅训练适配器（LoRA 类）：基础权重保持冻结</translation>
    </message>
    <message>
        <source>Average tokens per second</source>
        <translation>平均每秒 token 数</translation>
    </message>
    <message>
        <source>Requests per second × tokens per request</source>
        <translation>每秒请求数 × 每请求 token 数</translation>
    </message>
    <message>
        <source>Load given as:</source>
        <translation>负载输入方式：</translation>
    </message>
    <message>
        <source>tokens/s on average</source>
        <translation>tokens/s（平均）</translation>
    </message>
    <message>
        <source>Average load:</source>
        <translation>平均负载：</translation>
    </message>
    <message>
        <source>requests/s on average</source>
        <translation>请求/s（平均）</translation>
    </message>
    <message>
        <source>Requests:</source>
        <translation>请求速率：</translation>
    </message>
    <message>
        <source>tokens generated each</source>
        <translation>个 token（每请求生成）</translation>
    </message>
    <message>
        <source>Tokens per request:</source>
        <translation>每请求 token 数：</translation>
    </message>
    <message>
        <source>sequences decoded together</source>
        <translation>个序列同时解码</translation>
    </message>
    <message>
        <source>Batch:</source>
        <translation>批大小：</translation>
    </message>
    <message>
        <source>tokens/s per GPU</source>
        <translation>tokens/s（每 GPU）</translation>
    </message>
    <message>
        <source>Use the estimate</source>
        <translation>使用估算值</translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation>吞吐量：</translation>
    </message>
    <message>
        <source>How it is worked out</source>
        <translation>计算过程</translation>
    </message>
    <message>
        <source>Does the model fit in memory?</source>
        <translation>模型能否装入显存？</translation>
    </message>
    <message>
        <source>Use these figures</source>
        <translation>使用这些数值</translation>
    </message>
    <message>
        <source>Enter the model's size: more than 0 billion parameters.</source>
        <translation>请输入模型规模：须大于 0（单位：十亿参数）。</translation>
    </message>
    <message>
        <source>Enter how many tokens a month it trains on: more than 0.</source>
        <translation>请输入每月训练的 token 数：须大于 0。</translation>
    </message>
    <message>
        <source>Utilisation must be above 0% (35–45% is typical).</source>
        <translation>利用率须高于 0%（通常为 35–45%）。</translation>
    </message>
    <message>
        <source>Enter the average load: more than 0 tokens per second.</source>
        <translation>请输入平均负载：须大于 0 tokens/s。</translation>
    </message>
    <message>
        <source>Enter the requests per second: more than 0.</source>
        <translation>请输入每秒请求数：须大于 0。</translation>
    </message>
    <message>
        <source>Enter the tokens generated per request: more than 0.</source>
        <translation>请输入每请求生成的 token 数：须大于 0。</translation>
    </message>
    <message>
        <source>The batch is at least 1 sequence.</source>
        <translation>批大小至少为 1 个序列。</translation>
    </message>
    <message>
        <source>No estimate: this GPU model has no memory bandwidth figure. Enter tokens/s per GPU from a benchmark.</source>
        <translation>无法估算：此 GPU 型号没有显存带宽数据。请根据基准测试结果输入单 GPU 的 tokens/s。</translation>
    </message>
    <message>
        <source>Enter the tokens per second one GPU serves: more than 0.</source>
        <translation>请输入单个 GPU 每秒可服务的 token 数：须大于 0。</translation>
    </message>
    <message>
        <source>This GPU model has no BF16 TFLOPS figure, so training time cannot be worked out. Enter it on the Hardware tab.</source>
        <translation>此 GPU 型号没有 BF16 TFLOPS 数据，因此无法计算训练时间。请在“硬件”选项卡中填写。</translation>
    </message>
    <message>
        <source>Estimated from memory bandwidth (see the working). Type a measured figure to use it instead.</source>
        <translation>根据显存带宽估算（见计算过程）。输入实测数值即可改用该数值。</translation>
    </message>
    <message>
        <source>Use the estimate: %1 tokens/s per GPU</source>
        <translation>使用估算值：每 GPU %1 tokens/s</translation>
    </message>
    <message>
        <source>Correct the inputs marked in red to see the result.</source>
        <translation>请更正标红的输入项以查看结果。</translation>
    </message>
    <message>
        <source>The working appears here once the inputs are complete.</source>
        <translation>输入完整后，此处将显示计算过程。</translation>
    </message>
    <message>
        <source>Demand: %1 GPU-hours per month</source>
        <translation>需求：每月 %1 GPU 小时</translation>
    </message>
    <message>
        <source>Demand: %1 tokens/s on average, %2 tokens/s per GPU</source>
        <translation>需求：平均 %1 tokens/s，每 GPU %2 tokens/s</translation>
    </message>
    <message>
        <source>Formula:</source>
        <translation>公式：</translation>
    </message>
    <message>
        <source>GPU-hours per month = 6 × parameters × tokens ÷ (BF16 TFLOPS × 10¹² × MFU × 3,600 seconds)</source>
        <translation>每月 GPU 小时 = 6 × 参数量 × token 数 ÷ (BF16 TFLOPS × 10¹² × MFU × 3,600 秒)</translation>
    </message>
    <message>
        <source>(FP8)</source>
        <translation>（FP8）</translation>
    </message>
    <message>
        <source>Training work: 6 operations per parameter and token (forward and backward pass) × %1 billion parameters × %2 billion tokens = %3 operations a month.</source>
        <translation>训练计算量：每个参数每个 token 6 次运算（前向和反向传播）× %1 十亿参数 × %2 十亿 token = 每月 %3 次运算。</translation>
    </message>
    <message>
        <source>One GPU: %1 TFLOPS (BF16) × 2 for FP8 × %2% utilisation (MFU) = %3 TFLOPS of useful work, %4 operations per GPU-hour.</source>
        <translation>单个 GPU：%1 TFLOPS（BF16）× 2（FP8）× %2% 利用率（MFU）= %3 TFLOPS 有效算力，即每 GPU 小时 %4 次运算。</translation>
    </message>
    <message>
        <source>One GPU: %1 TFLOPS (BF16) × %2% utilisation (MFU) = %3 TFLOPS of useful work, %4 operations per GPU-hour.</source>
        <translation>单个 GPU：%1 TFLOPS（BF16）× %2% 利用率（MFU）= %3 TFLOPS 有效算力，即每 GPU 小时 %4 次运算。</translation>
    </message>
    <message>
        <source>— %1% of one GPU running around the clock (%2 hours a month).</source>
        <translation>— 相当于单个 GPU 全天候运行的 %1%（每月 %2 小时）。</translation>
    </message>
    <message>
        <source>— as many as %1 GPUs running around the clock (%2 hours a month), or %3 servers of %4 GPUs.</source>
        <translation>— 相当于 %1 个 GPU 全天候运行（每月 %2 小时），即 %3 台配备 %4 个 GPU 的服务器。</translation>
    </message>
    <message>
        <source>— as many as %1 GPUs running around the clock (%2 hours a month).</source>
        <translation>— 相当于 %1 个 GPU 全天候运行（每月 %2 小时）。</translation>
    </message>
    <message>
        <source>%1 ÷ %2 = %3 GPU-hours per month</source>
        <translation>%1 ÷ %2 = 每月 %3 GPU 小时</translation>
    </message>
    <message>
        <source>Adapters skip the weight gradients, so a run can take up to a third less than this full-training rule says.</source>
        <translation>适配器训练无需计算权重梯度，因此实际用时最多可比此全量训练公式的估算少三分之一。</translation>
    </message>
    <message>
        <source>Above 60% utilisation is rarely reached in practice; the estimate may be optimistic.</source>
        <translation>实际中利用率很少超过 60%；此估算可能偏乐观。</translation>
    </message>
    <message>
        <source>tokens/s per GPU ≈ memory bandwidth ÷ bytes of weights × batch; GPUs busy = average tokens/s ÷ tokens/s per GPU</source>
        <translation>单 GPU tokens/s ≈ 显存带宽 ÷ 权重字节数 × 批大小；繁忙 GPU 数 = 平均 tokens/s ÷ 单 GPU tokens/s</translation>
    </message>
    <message>
        <source>Load: %1 requests/s × %2 tokens per request = %3 tokens/s on average.</source>
        <translation>负载：%1 请求/s × 每请求 %2 个 token = 平均 %3 tokens/s。</translation>
    </message>
    <message>
        <source>Load: %1 tokens/s on average.</source>
        <translation>负载：平均 %1 tokens/s。</translation>
    </message>
    <message>
        <source>Throughput: each generated token reads all the weights once, so one sequence runs at about %1 TB/s ÷ %2 GB (%3 billion parameters × %4) = %5 tokens/s; decoding %6 sequences together, a GPU serves about %7 tokens/s.</source>
        <translation>吞吐量：每生成一个 token 都要读取一遍全部权重，因此单个序列的速度约为 %1 TB/s ÷ %2 GB（%3 十亿参数 × %4）= %5 tokens/s；同时解码 %6 个序列时，一个 GPU 约可服务 %7 tokens/s。</translation>
    </message>
    <message>
        <source>You entered %1 tokens/s per GPU, which is used instead of the estimate.</source>
        <translation>您输入了每 GPU %1 tokens/s，将以此替代估算值。</translation>
    </message>
    <message>
        <source>%1 tokens/s ÷ %2 tokens/s per GPU = %3 GPUs busy on average</source>
        <translation>%1 tokens/s ÷ 每 GPU %2 tokens/s = 平均 %3 个 GPU 处于繁忙状态</translation>
    </message>
    <message>
        <source>— %1 GPU-hours per month (× %2 hours).</source>
        <translation>— 每月 %1 GPU 小时（× %2 小时）。</translation>
    </message>
    <message>
        <source>A rule of thumb: it leaves out prompt processing and assumes the batch's KV cache fits. Use a measured figure when you have one.</source>
        <translation>这是经验估算：未计入提示词处理，并假定该批次的 KV cache 能装入显存。如有实测数值，请使用实测数值。</translation>
    </message>
    <message>
        <source>Training every weight with mixed-precision Adam keeps about 16 bytes per parameter (weights, gradients and optimiser states), whatever the storage precision: %1 billion × 16 bytes = %2 GB, before activations.</source>
        <translation>使用混合精度 Adam 训练全部权重时，无论存储精度如何，每个参数约占 16 字节（权重、梯度和优化器状态）：%1 十亿 × 16 字节 = %2 GB，未计激活值。</translation>
    </message>
    <message>
        <source>Adapter fine-tuning keeps the base weights frozen: %1 billion × %2 = %3 GB, plus 20% for the adapters, their optimiser states and activations = %4 GB.</source>
        <translation>适配器微调时基础权重保持冻结：%1 十亿 × %2 = %3 GB，另加 20% 用于适配器、其优化器状态和激活值，共 %4 GB。</translation>
    </message>
    <message>
        <source>Weights: %1 billion × %2 = %3 GB, plus 20% for the KV cache = %4 GB.</source>
        <translation>权重：%1 十亿 × %2 = %3 GB，另加 20% 用于 KV cache，共 %4 GB。</translation>
    </message>
    <message>
        <source>This GPU model states no memory size, so the fit cannot be checked.</source>
        <translation>此 GPU 型号未注明显存容量，因此无法检查能否装入。</translation>
    </message>
    <message>
        <source>One GPU has %1 GB; one server has %2 × %1 GB = %3 GB.</source>
        <translation>单个 GPU 有 %1 GB；单台服务器有 %2 × %1 GB = %3 GB。</translation>
    </message>
    <message>
        <source>One GPU has %1 GB (no server model, so no per-server check).</source>
        <translation>单个 GPU 有 %1 GB（无服务器型号，因此不做单台服务器检查）。</translation>
    </message>
    <message>
        <source>Fits in one GPU.</source>
        <translation>可装入单个 GPU。</translation>
    </message>
    <message>
        <source>Does not fit one GPU: the weights must be split across at least %1 GPUs with tensor parallelism (usually %2).</source>
        <translation>单个 GPU 无法装下：须通过张量并行将权重拆分到至少 %1 个 GPU 上（通常为 %2 个）。</translation>
    </message>
    <message>
        <source>Does not fit one GPU: the model must be split across at least %1 GPUs (tensor, pipeline or sharded data parallelism).</source>
        <translation>单个 GPU 无法装下：须将模型拆分到至少 %1 个 GPU 上（张量并行、流水线并行或分片数据并行）。</translation>
    </message>
    <message>
        <source>It fits one server of %1 GPUs.</source>
        <translation>可装入一台配备 %1 个 GPU 的服务器。</translation>
    </message>
    <message>
        <source>It does not fit one server either: it needs %1 servers linked by a fast interconnect.</source>
        <translation>单台服务器也无法装下：需要 %1 台通过高速互连连接的服务器。</translation>
    </message>
    <message>
        <source>Serving keeps the model loaded on a GPU all the time, but the load keeps only %1 of a GPU busy. The cost model counts the load, so it understates this workload unless other work shares the GPU.</source>
        <translation>推理服务需要模型始终加载在一个 GPU 上，但负载仅使该 GPU 的 %1 处于繁忙状态。成本模型按负载计算，因此除非有其他任务共用该 GPU，否则会低估此工作负载的成本。</translation>
    </message>
    <message>
        <source>Serving keeps the model loaded on %1 GPUs all the time (%2 GPU-hours a month), more than the %3 GPUs its load keeps busy. The cost model counts the load, so it understates this workload unless other work shares those GPUs.</source>
        <translation>推理服务需要模型始终加载在 %1 个 GPU 上（每月 %2 GPU 小时），多于负载实际占用的 %3 个 GPU。成本模型按负载计算，因此除非有其他任务共用这些 GPU，否则会低估此工作负载的成本。</translation>
    </message>
    <message>
        <source>The job needs %1 GPUs at once, more than the %2 its GPU-hours keep busy on average: it runs in bursts, and the weekly profile should say when.</source>
        <translation>该任务需要同时使用 %1 个 GPU，多于其 GPU 小时平均占用的 %2 个：任务以突发方式运行，应通过周负载曲线指明运行时段。</translation>
    </message>
    <message>
        <source>How many requests one GPU works on at the same time. Larger batches give more tokens per second but each answer comes slower.</source>
        <translation>单个 GPU 同时处理的请求数。批次越大，每秒生成的 token 越多，但每个回答会越慢。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::ThresholdBlock</name>
    <message>
        <source>What it takes for owning to win</source>
        <translation>自有胜出的条件</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>地图</translation>
    </message>
    <message>
        <source>Show this threshold on the break-even map (Risk tab)</source>
        <translation>在盈亏平衡地图上显示此阈值（风险标签页）</translation>
    </message>
    <message>
        <source>Working out the thresholds…</source>
        <translation>正在计算阈值…</translation>
    </message>
    <message>
        <source>Fix the scenario's problems to see what it takes for owning to win.</source>
        <translation>请修正情景的问题，以查看自有胜出的条件。</translation>
    </message>
    <message>
        <source>Needs an owning and a renting plan.</source>
        <translation>需要一个自有方案及一个租用方案。</translation>
    </message>
    <message>
        <source>The thresholds cannot be worked out for this scenario.</source>
        <translation>无法为此情景计算阈值。</translation>
    </message>
    <message>
        <source>No input searched (utilisation, rental prices, energy and server price, discount rate, horizon) turns the answer within its range.</source>
        <translation>所搜索的输入（使用率、租用价格、电价与服务器价格、折现率、期限）在其范围内均不会改变结论。</translation>
    </message>
    <message>
        <source>The three thresholds nearest to today's values, relatively; fleetcost-cli thresholds lists them all.</source>
        <translation>相对而言最接近当前值的三个阈值；fleetcost-cli thresholds 列出全部。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::TokenCostsTable</name>
    <message>
        <source>Cost per million tokens (%1; the lowest for each workload in bold)</source>
        <translation>每百万 token 成本（%1；每个工作负载的最低值以粗体显示）</translation>
    </message>
    <message>
        <source>Each workload's share of each plan's nominal cost over its tokens. A hosted API plan charges a workload its tokens; the other plans share the cost of its GPU model by GPU-hours.</source>
        <translation>各工作负载分摊的每个方案名义成本除以其 token 数。托管 API 方案向工作负载收取 token 费用；其他方案按 GPU 小时分摊其 GPU 型号的成本。</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WeeklyProfileEditor</name>
    <message>
        <source>Weekly profile grid</source>
        <translation>周负载曲线网格</translation>
    </message>
    <message>
        <source>Seven rows Monday to Sunday, 24 hour columns. Arrow keys move, Space paints the brush level, Delete sets the hour to Off.</source>
        <translation>七行分别为周一至周日，24 列为各小时。方向键移动，空格键绘制画笔级别，Delete 键将该小时设为“关闭”。</translation>
    </message>
    <message>
        <source>Level %1</source>
        <translation>级别 %1</translation>
    </message>
    <message>
        <source>Click to set all of %1 to the brush level; right-click to set it to Off.</source>
        <translation>单击将%1的所有小时设为画笔级别；右键单击则设为“关闭”。</translation>
    </message>
    <message>
        <source>Click to set %1 on every day to the brush level; right-click to set it to Off.</source>
        <translation>单击将每天的 %1 设为画笔级别；右键单击则设为“关闭”。</translation>
    </message>
    <message>
        <source>Flat</source>
        <translation>平稳</translation>
    </message>
    <message>
        <source>Business hours</source>
        <translation>工作时间</translation>
    </message>
    <message>
        <source>Diurnal</source>
        <translation>昼夜波动</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>自定义</translation>
    </message>
    <message>
        <source>The same load every hour of the week</source>
        <translation>一周内每小时负载相同</translation>
    </message>
    <message>
        <source>Full load Monday to Friday 09:00–17:59, a quarter load otherwise</source>
        <translation>周一至周五 09:00–17:59 满负载，其余时间为四分之一负载</translation>
    </message>
    <message>
        <source>Your own weights, painted on the grid</source>
        <translation>在网格上绘制的自定义权重</translation>
    </message>
    <message>
        <source>&amp;Profile:</source>
        <translation>负载曲线(&amp;P)：</translation>
    </message>
    <message>
        <source>Brush:</source>
        <translation>画笔：</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>No load (0)</source>
        <translation>无负载（0）</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低</translation>
    </message>
    <message>
        <source>A quarter of normal load (0.25)</source>
        <translation>正常负载的四分之一（0.25）</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>正常</translation>
    </message>
    <message>
        <source>Normal load (1)</source>
        <translation>正常负载（1）</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>峰值</translation>
    </message>
    <message>
        <source>Twice the normal load (2)</source>
        <translation>正常负载的两倍（2）</translation>
    </message>
    <message>
        <source>Brush level painted by the left button: 0 (off) to 2 (twice normal)</source>
        <translation>左键绘制的画笔级别：0（关闭）至 2（正常负载的两倍）</translation>
    </message>
    <message>
        <source>Brush level</source>
        <translation>画笔级别</translation>
    </message>
    <message>
        <source>Copy Monday to weekdays</source>
        <translation>将周一复制到工作日</translation>
    </message>
    <message>
        <source>Give Tuesday to Friday the same hours as Monday</source>
        <translation>使周二至周五的各小时与周一相同</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>重置</translation>
    </message>
    <message>
        <source>Set every hour to Normal (1), a clean week to paint on</source>
        <translation>将每小时设为“正常”（1），得到一个可重新绘制的空白周</translation>
    </message>
    <message>
        <source>This custom profile has %1 weights instead of 168, which the model rejects; it is shown as flat until you paint it.</source>
        <translation>此自定义曲线有 %1 个权重而不是 168 个，模型不接受；在重新绘制之前按平稳曲线显示。</translation>
    </message>
    <message>
        <source>No hour of this custom profile is above 0, which the model rejects; it is shown as flat until you paint it.</source>
        <translation>此自定义曲线没有任何小时大于 0，模型不接受；在重新绘制之前按平稳曲线显示。</translation>
    </message>
    <message>
        <source>This custom profile has negative or missing weights, which the model rejects; they are shown as 0 until you paint them.</source>
        <translation>此自定义曲线含有负数或缺失的权重，模型不接受；在重新绘制之前这些权重按 0 显示。</translation>
    </message>
    <message>
        <source>“%1” is not a profile the model knows; choose a preset or paint a custom profile.</source>
        <translation>“%1”不是模型可识别的曲线；请选择预设或绘制自定义曲线。</translation>
    </message>
    <message>
        <source>Peak is %1× the average: owned servers are sized for the peak, so on average they run at %2% of their capacity.</source>
        <extracomment>%1 is the peak-to-average ratio ("2.22"), %2 the average use in percent ("45").</extracomment>
        <translation>峰值为平均值的 %1 倍：自有服务器按峰值配置，因此平均只使用其容量的 %2%。</translation>
    </message>
    <message>
        <source>Not changed: that would leave no hour above 0, and the model needs at least one hour with load.</source>
        <translation>未更改：这样会使所有小时均不大于 0，而模型至少需要一个有负载的小时。</translation>
    </message>
    <message>
        <source>One hour was kept above 0: the model needs at least one hour with load.</source>
        <translation>已保留一个大于 0 的小时：模型至少需要一个有负载的小时。</translation>
    </message>
    <message>
        <source>Read-only.</source>
        <translation>只读。</translation>
    </message>
    <message>
        <source>Paint on the grid to customise this preset (left button: the brush level; right button or Shift: Off).</source>
        <translation>在网格上绘制即可自定义此预设（左键：画笔级别；右键或 Shift：关闭）。</translation>
    </message>
    <message>
        <source>Left button paints the brush level, right button or Shift sets Off; day and hour labels paint whole rows or columns.</source>
        <translation>左键绘制画笔级别，右键或 Shift 设为“关闭”；点击星期和小时标签可绘制整行或整列。</translation>
    </message>
    <message>
        <source>A daily wave from 0.4 at 02:00 to 1.6 at 14:00 (times the average hour), weekends at 80%</source>
        <translation>每日波动：从 02:00 的 0.4 到 14:00 的 1.6（相对平均小时的倍数），周末为 80%</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WeeklyProfileStrip</name>
    <message>
        <source>Mon</source>
        <translation>周一</translation>
    </message>
    <message>
        <source>Tue</source>
        <translation>周二</translation>
    </message>
    <message>
        <source>Wed</source>
        <translation>周三</translation>
    </message>
    <message>
        <source>Thu</source>
        <translation>周四</translation>
    </message>
    <message>
        <source>Fri</source>
        <translation>周五</translation>
    </message>
    <message>
        <source>Sat</source>
        <translation>周六</translation>
    </message>
    <message>
        <source>Sun</source>
        <translation>周日</translation>
    </message>
    <message>
        <source>%1:00</source>
        <extracomment>An hour of the day on a 24-hour clock; %1 is the hour with two digits ("09").</extracomment>
        <translation>%1:00</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>day and hour: Tue 14:00</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>%1 — not a valid profile</source>
        <translation>%1 — 曲线无效</translation>
    </message>
    <message>
        <source>%1 — no load</source>
        <translation>%1 — 无负载</translation>
    </message>
    <message>
        <source>%1 — %2× the weekly average</source>
        <translation>%1 — 每周平均值的 %2 倍</translation>
    </message>
    <message>
        <source>This profile is not valid: it needs 168 weights, none negative, at least one above 0.</source>
        <translation>此曲线无效：需要 168 个权重，均不得为负，且至少有一个大于 0。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookDocument</name>
    <message>
        <source>Untitled</source>
        <translation>未命名</translation>
    </message>
    <message>
        <source>This workbook was saved by a newer FleetCost and opens read-only: %1</source>
        <translation>此工作簿由较新版本的 FleetCost 保存，将以只读方式打开：%1</translation>
    </message>
    <message>
        <source>The workbook has no file name yet.</source>
        <translation>工作簿尚无文件名。</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookHeadEditor</name>
    <message>
        <source>Workbook (every scenario)</source>
        <translation>工作簿(所有情景)</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkbookHeadModel</name>
    <message>
        <source>Change %1</source>
        <translation>更改 %1</translation>
    </message>
</context>
<context>
    <name>fleetcost::ui::WorkloadsTab</name>
    <message>
        <source>Workloads</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Sizing helper…</source>
        <translation>规模估算助手…</translation>
    </message>
    <message>
        <source>Derive the selected workload's demand from a model's parameters, precision and throughput</source>
        <translation>根据模型的参数量、精度和吞吐量推算所选工作负载的需求</translation>
    </message>
    <message>
        <source>&lt;b&gt;Weekly profile of the selected workload&lt;/b&gt;</source>
        <translation>&lt;b&gt;所选工作负载的周负载曲线&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Change weekly profile of %1</source>
        <translation>修改“%1”的周负载曲线</translation>
    </message>
    <message>
        <source>Sizing helper: %1</source>
        <translation>规模估算助手：%1</translation>
    </message>
    <message>
        <source>Size %1 with the sizing helper</source>
        <translation>使用规模估算助手估算“%1”</translation>
    </message>
    <message>
        <source>Give demand in GPU-hours per month, or as tokens per second with the tokens per second one GPU serves. Owning plans size their servers for the peak hour of the week. A hosted API plan serves an inference workload in tokens that names its model, at the share of input tokens given.</source>
        <translation>需求以每月 GPU 小时表示，或以每秒 token 数配合单个 GPU 每秒可处理的 token 数表示。自有方案按每周的高峰时段确定服务器规模。指定了模型、以 token 计量的推理工作负载，可由托管 API 方案按给定的输入 token 比例提供。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Compare renting and owning GPU servers in Tokyo, Osaka and Hong Kong.</source>
        <translation>比较在东京、大阪和香港租用与自购 GPU 服务器的成本。</translation>
    </message>
    <message>
        <source>Workbook to open (*.fleetcost).</source>
        <translation>要打开的工作簿（*.fleetcost）。</translation>
    </message>
    <message>
        <source>Save a screenshot of every tab into &lt;folder&gt;, then quit.</source>
        <translation>将每个选项卡的截图保存到 &lt;folder&gt;，然后退出。</translation>
    </message>
    <message>
        <source>Quit once the first results are shown (start-up timing).</source>
        <translation>显示首批结果后即退出（用于启动计时）。</translation>
    </message>
    <message>
        <source>Use this language for this run: en, ja, zh_HK or zh_CN.</source>
        <translation>本次运行使用的语言：en、ja、zh_HK 或 zh_CN。</translation>
    </message>
</context>
</TS>